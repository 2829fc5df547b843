'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { CLIP_TRIM_NOTICE_MS } from './constants.js';
import type { ClipTrimmer, LoadClipTrimmer } from './trimClip.js';

export type ClipTrimStatus = 'idle' | 'processing' | 'trimmed' | 'failed';

export interface ClipTrimState {
  status: ClipTrimStatus;
  /** 0..1 while trimming, when the engine reports it. */
  progress: number | undefined;
  /** The trimmed video, once `status` is `trimmed`. */
  file: File | undefined;
  /** An object URL of `file` for the preview. */
  previewUrl: string | undefined;
  /** True for 3 s after trimming finished ('Clip uploaded and trimmed successfully!'). */
  justTrimmed: boolean;
}

const IDLE: ClipTrimState = { status: 'idle', progress: undefined, file: undefined, previewUrl: undefined, justTrimmed: false };

/**
 * The modal's trimming: the engine starts loading as soon as `enabled` (the modal is open), a
 * picked video is cut at once, and the result is kept with a preview URL until `reset`.
 */
export function useClipTrim({ enabled, coreBaseUrl, loadTrimmer }: { enabled: boolean; coreBaseUrl: string; loadTrimmer: LoadClipTrimmer }) {
  const [state, setState] = useState<ClipTrimState>(IDLE);
  const trimmer = useRef<Promise<ClipTrimmer> | null>(null);
  const run = useRef(0);

  const engine = useCallback(() => {
    if (!trimmer.current) {
      trimmer.current = loadTrimmer(coreBaseUrl);
      // A failed load may be retried with the next file.
      trimmer.current.catch(() => (trimmer.current = null));
    }
    return trimmer.current;
  }, [coreBaseUrl, loadTrimmer]);

  useEffect(() => {
    if (enabled) engine().catch(() => undefined);
  }, [enabled, engine]);

  useEffect(
    () => () => {
      void trimmer.current?.then((loaded) => loaded.dispose(), () => undefined);
      trimmer.current = null;
    },
    [],
  );

  useEffect(() => {
    const url = state.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [state.previewUrl]);

  useEffect(() => {
    if (!state.justTrimmed) return;
    const timer = setTimeout(() => setState((current) => ({ ...current, justTrimmed: false })), CLIP_TRIM_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state.justTrimmed]);

  const trim = useCallback(
    async (file: File) => {
      const id = ++run.current;
      setState({ ...IDLE, status: 'processing' });
      try {
        const loaded = await engine();
        const trimmed = await loaded.trim(file, (progress) => {
          if (run.current === id) setState((current) => ({ ...current, progress }));
        });
        if (run.current !== id) return;
        setState({ status: 'trimmed', progress: 1, file: trimmed, previewUrl: URL.createObjectURL(trimmed), justTrimmed: true });
      } catch (error) {
        console.error('Trimming the clip failed', error);
        if (run.current === id) setState({ ...IDLE, status: 'failed' });
      }
    },
    [engine],
  );

  const reset = useCallback(() => {
    run.current++;
    setState(IDLE);
  }, []);

  return { ...state, trim, reset };
}
