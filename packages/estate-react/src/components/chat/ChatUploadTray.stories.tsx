import { EstateError, type ChatImageUploadState } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { properties } from '../../storybook/fixtures.js';
import { framed } from '../shared/story-helpers.js';
import { ChatComposer } from './ChatComposer.js';

const refusal = 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.';
const retry = fn();
const cancel = fn();

/** An image of the tray: a seeded listing's photo, `progress` uploaded. */
const upload = (index: number, name: string, progress: number, failed = false): ChatImageUploadState => ({
  id: `0b6a1f5e-3c1d-4f53-9f3e-7d2b8d1c2a0${index}`,
  name,
  preview: properties[index % properties.length]!.cover_photo,
  progress,
  status: failed ? 'failed' : 'uploading',
  error: failed ? new EstateError(`Image: ${refusal}`, 'http', 400, { image: [refusal] }) : null,
  cancel,
  retry,
});

const uploading = [upload(0, 'sitting-room.jpg', 0.2), upload(1, 'kitchen.jpg', 0.55), upload(2, 'balcony.jpg', 0.9)];
const oneFailed = [upload(0, 'sitting-room.jpg', 0.4), upload(3, 'scan.pdf.png', 0, true)];

/** The composer as it shows the tray, with × removing an image as `cancel` does. */
function TrayWithCancel({ initial }: { initial: ChatImageUploadState[] }) {
  const [uploads, setUploads] = useState(initial);
  const withCancel = uploads.map((item) => ({ ...item, cancel: () => (cancel(item.id), setUploads((all) => all.filter((known) => known.id !== item.id))) }));
  return <ChatComposer connected onSend={() => true} onSendImages={fn()} uploads={withCancel} />;
}

/**
 * Issue 27: several images sent at once from the composer (`onSendImages`), each uploading with a
 * progress ring and × to cancel; a failed one says why, with Retry. Each leaves the tray once sent.
 */
const meta = {
  title: 'Chat/ImageUploads',
  component: TrayWithCancel,
  args: { initial: uploading },
  decorators: [framed({ width: 'min(100%, 36rem)', border: '1px solid var(--est-border)', borderRadius: 'var(--est-radius-lg)' })],
} satisfies Meta<typeof TrayWithCancel>;

export default meta;
type Story = StoryObj<typeof meta>;

const severalPlay: Story['play'] = async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await step('each image has its own progress, named by its file', async () => {
    const tray = canvas.getByRole('list', { name: 'Images being sent' });
    await expect(within(tray).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('progressbar', { name: 'Sending sitting-room.jpg' })).toHaveAttribute('aria-valuenow', '20');
    await expect(canvas.getByRole('progressbar', { name: 'Sending kitchen.jpg' })).toHaveAttribute('aria-valuenow', '55');
    await expect(canvas.getByRole('progressbar', { name: 'Sending balcony.jpg' })).toHaveAttribute('aria-valuenow', '90');
  });
  await step('the picker takes several images at once', async () => {
    await expect(canvasElement.querySelector('input[type="file"]')).toHaveAttribute('multiple');
  });
};

export const SeveralUploading: Story = { play: severalPlay, globals: { theme: 'light' } };
export const SeveralUploadingDark: Story = { play: severalPlay, globals: { theme: 'dark' } };

export const OneFailed: Story = {
  args: { initial: oneFailed },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the failed image says Not sent, the other keeps uploading', async () => {
      const failed = canvas.getAllByRole('listitem').find((item) => item.dataset.status === 'failed')!;
      await expect(failed).toHaveTextContent('Not sent');
      await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    });
    await step('its reason is told under the tray, named by its file, in at most two lines', async () => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent(`scan.pdf.png: ${refusal}`);
      await expect(alert.getBoundingClientRect().height).toBeLessThan(44);
    });
    await step('Retry sends that image again', async () => {
      retry.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: 'Retry sending scan.pdf.png' }));
      await expect(retry).toHaveBeenCalledTimes(1);
    });
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('× cancels that image only', async () => {
      cancel.mockClear();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel sending kitchen.jpg' }));
      await expect(cancel).toHaveBeenCalledWith(uploading[1]!.id);
      await expect(canvas.queryByRole('progressbar', { name: 'Sending kitchen.jpg' })).toBeNull();
      await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    });
  },
};
