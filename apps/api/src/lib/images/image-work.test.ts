import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WORK_CONCURRENCY, imageWorkLoad, processUploadQueued } from './image-work';

describe('the image work queue', () => {
  it('runs at most IMAGE_WORK_CONCURRENCY jobs at once and finishes them all', async () => {
    const input = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, imageWorkLoad().running)), 1);
    const jobs = Array.from({ length: IMAGE_WORK_CONCURRENCY + 3 }, () =>
      processUploadQueued(async () => input),
    );
    expect(imageWorkLoad().running + imageWorkLoad().waiting).toBeGreaterThan(0);
    const results = await Promise.all(jobs);
    clearInterval(watch);

    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(IMAGE_WORK_CONCURRENCY);
    expect(results.every((r) => r.variants.length === 3)).toBe(true);
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it('passes refusals through without blocking the queue', async () => {
    await expect(
      processUploadQueued(async () => Buffer.from('not a picture')),
    ).rejects.toMatchObject({
      status: 415,
    });
    expect(imageWorkLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
