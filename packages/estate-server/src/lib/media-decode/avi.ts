import { ascii, type DecodedMedia, fail, reader, type ByteSource } from './bytes.js';
import { riffChunks, riffEnd } from './riff.js';

/**
 * AVI: the RIFF chunk walk; the main header (avih, inside LIST hdrl) gives the frame duration,
 * frame count and dimensions, and the LIST movi holding the frames must be there.
 */
export function decodeAvi(bytes: ByteSource): DecodedMedia {
  const read = reader(bytes);
  const end = riffEnd(bytes);
  const lists = riffChunks(bytes, 12, end).filter((chunk) => chunk.id === 'LIST' && chunk.size >= 4);
  const listOf = (type: string) => lists.find((chunk) => ascii(bytes, chunk.start, chunk.start + 4) === type);
  const hdrl = listOf('hdrl');
  if (!hdrl || !listOf('movi')) fail('no hdrl or movi list');
  const avih = riffChunks(bytes, hdrl!.start + 4, hdrl!.start + hdrl!.size).find((chunk) => chunk.id === 'avih');
  if (!avih || avih.size < 40) fail('no main header (avih)');
  const microsecondsPerFrame = read.u32le(avih!.start);
  const frames = read.u32le(avih!.start + 16);
  const duration = (microsecondsPerFrame * frames) / 1e6;
  if (!(duration > 0)) fail('zero duration');
  return { length: end, width: read.u32le(avih!.start + 32), height: read.u32le(avih!.start + 36), duration };
}
