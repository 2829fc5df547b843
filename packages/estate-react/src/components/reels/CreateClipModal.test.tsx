import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEstateClient, memoryStorage } from '@estate/sdk';
import { EstateProvider } from '../../config/EstateProvider.js';
import { CreateClipModal } from './CreateClipModal.js';
import type { ClipTrimmer, LoadClipTrimmer } from './trimClip.js';

beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => undefined;
});
afterEach(cleanup);

/** A trimmer whose cut the test finishes by hand. */
function manualTrimmer() {
  let finish!: (file: File) => void;
  let report!: (ratio: number) => void;
  const load = vi.fn<LoadClipTrimmer>(async () => ({
    trim: (_file, onProgress) =>
      new Promise<File>((resolve) => {
        finish = resolve;
        report = (ratio) => onProgress?.(ratio);
      }),
    dispose: vi.fn(),
  } satisfies ClipTrimmer));
  return { load, finish: (file: File) => finish(file), report: (ratio: number) => report(ratio) };
}

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** An access token the session accepts (nothing here reaches a server). */
const token = (isGuest: boolean) => `${base64url({ alg: 'HS256' })}.${base64url({ user_id: 7, is_guest: isGuest, exp: 4102444800 })}.signature`;

/** A client signed in without a server: the session is written directly. */
function signedInClient(isGuest = false) {
  const client = createEstateClient({ baseUrl: 'http://estate.test', storage: memoryStorage() });
  client.session.set({ access: token(isGuest), refresh: token(isGuest), isGuest });
  return client;
}

const video = new File(['video'], 'tour.mp4', { type: 'video/mp4' });

describe('CreateClipModal', () => {
  it('loads the trimming engine only once the modal opens', async () => {
    const trimmer = manualTrimmer();
    const client = signedInClient();
    const { rerender } = render(
      <EstateProvider client={client}>
        <CreateClipModal open={false} loadTrimmer={trimmer.load} coreBaseUrl="/core/" />
      </EstateProvider>,
    );
    expect(trimmer.load).not.toHaveBeenCalled();
    rerender(
      <EstateProvider client={client}>
        <CreateClipModal open loadTrimmer={trimmer.load} coreBaseUrl="/core/" />
      </EstateProvider>,
    );
    await waitFor(() => expect(trimmer.load).toHaveBeenCalledWith('/core/'));
  });

  it('shows the processing text with progress and blocks submit, then the preview and the trimmed notice for 3 s', async () => {
    const trimmer = manualTrimmer();
    render(
      <EstateProvider client={signedInClient()}>
        <CreateClipModal open loadTrimmer={trimmer.load} />
      </EstateProvider>,
    );
    fireEvent.change(screen.getByLabelText('Choose a video'), { target: { files: [video] } });
    expect(await screen.findByText('Processing video, please wait...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(trimmer.load).toHaveBeenCalled());
    await act(async () => trimmer.report(0.5));
    expect(screen.getByRole('progressbar', { name: 'Trimming progress' }).getAttribute('aria-valuenow')).toBe('50');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await act(async () => trimmer.finish(new File(['cut'], 'tour.mp4', { type: 'video/mp4' })));
      expect(screen.getByText('Clip Uploaded')).toBeTruthy();
      expect(screen.getByLabelText('Preview of the trimmed clip')).toBeTruthy();
      expect(screen.getByText('Clip uploaded and trimmed successfully!')).toBeTruthy();
      await act(async () => vi.advanceTimersByTime(3000));
      expect(screen.queryByText('Clip uploaded and trimmed successfully!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says 'Please upload and trim a video before submitting.' when submitted without a video", async () => {
    render(
      <EstateProvider client={signedInClient()}>
        <CreateClipModal open loadTrimmer={manualTrimmer().load} />
      </EstateProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please upload and trim a video before submitting.')).toBeTruthy();
  });

  it('refuses a file that is not a video', async () => {
    const trimmer = manualTrimmer();
    render(
      <EstateProvider client={signedInClient()}>
        <CreateClipModal open loadTrimmer={trimmer.load} />
      </EstateProvider>,
    );
    fireEvent.change(screen.getByLabelText('Choose a video'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Please choose a video file.')).toBeTruthy();
    expect(screen.queryByText('Processing video, please wait...')).toBeNull();
  });

  it('shows guests the registered-user text instead of the form, and loads no engine', () => {
    const trimmer = manualTrimmer();
    render(
      <EstateProvider client={signedInClient(true)}>
        <CreateClipModal open loadTrimmer={trimmer.load} />
      </EstateProvider>,
    );
    expect(screen.getByText('You need to be a registered user to access this feature')).toBeTruthy();
    expect(screen.queryByLabelText('Choose a video')).toBeNull();
    expect(trimmer.load).not.toHaveBeenCalled();
  });
});
