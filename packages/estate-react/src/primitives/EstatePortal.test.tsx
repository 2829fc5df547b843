import * as RadixPopover from '@radix-ui/react-popover';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../config/EstateProvider.js';
import { Dialog } from './Dialog.js';
import { EstatePortal } from './EstatePortal.js';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('EstatePortal', () => {
  it("lands in the provider's portalContainer inside est-root with the theme", () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <EstateUIProvider theme="light" portalContainer={container}>
        <EstatePortal name="notice-layer">
          <p>Portalled</p>
        </EstatePortal>
      </EstateUIProvider>,
    );
    const layer = screen.getByText('Portalled').parentElement!;
    expect(layer.parentElement).toBe(container);
    expect(layer.className).toBe('est-root est-notice-layer');
    expect(layer.dataset.theme).toBe('light');
  });

  it('goes to document.body without a container, and lets a Radix part decide when it exists', () => {
    function Panel({ open }: { open: boolean }) {
      return (
        <RadixPopover.Root open={open}>
          <RadixPopover.Anchor />
          <EstatePortal part={RadixPopover.Portal} name="popover-layer">
            <RadixPopover.Content aria-label="Panel">Inside</RadixPopover.Content>
          </EstatePortal>
        </RadixPopover.Root>
      );
    }
    const { rerender } = render(<Panel open={false} />);
    expect(document.querySelector('.est-popover-layer')).toBeNull();
    rerender(<Panel open />);
    const layer = document.querySelector('.est-popover-layer')!;
    expect(layer.parentElement).toBe(document.body);
    expect(layer.getAttribute('data-theme')).toBe('dark');
    expect(layer.textContent).toBe('Inside');
  });

  it('carries every Dialog into the container with its classes', () => {
    const container = document.createElement('div');
    document.body.append(container);
    render(
      <EstateUIProvider portalContainer={container}>
        <Dialog open title="Share" name="share-dialog">
          Body
        </Dialog>
      </EstateUIProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    expect(container.contains(dialog)).toBe(true);
    // No theme given or saved, and no system preference (jsdom): light.
    expect(dialog.closest('.est-dialog-layer')?.getAttribute('data-theme')).toBe('light');
    expect(dialog.classList.contains('est-share-dialog')).toBe(true);
  });
});
