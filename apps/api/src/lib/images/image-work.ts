import os from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { processUpload, type ProcessedImage } from './process-upload';
import { processSquareUpload, type ProcessedSquare } from './square-upload';

/**
 * Decoding and resizing take a core and tens of MB each: at most one job per core (at least
 * one, at most four) runs at a time, the others wait their turn in order, so twenty uploads at
 * once cost the memory of a few, not of twenty.
 */
export const IMAGE_WORK_CONCURRENCY = Math.min(4, Math.max(1, os.availableParallelism()));

const imageWork = pLimit(IMAGE_WORK_CONCURRENCY);

// Every upload is a new picture, so libvips' operation cache only holds memory for nothing.
sharp.cache(false);

/**
 * processUpload, queued behind the image jobs already running. The bytes are loaded only when
 * the job's turn comes, so waiting uploads hold no memory.
 */
export function processUploadQueued(load: () => Promise<Buffer>): Promise<ProcessedImage> {
  return imageWork(async () => processUpload(await load()));
}

/** processSquareUpload (a profile photo), in the same queue as every other picture. */
export function processSquareQueued(load: () => Promise<Buffer>): Promise<ProcessedSquare> {
  return imageWork(async () => processSquareUpload(await load()));
}

/** Jobs running and waiting, for tests and diagnostics. */
export const imageWorkLoad = () => ({
  running: imageWork.activeCount,
  waiting: imageWork.pendingCount,
});
