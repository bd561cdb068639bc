import { z } from 'zod';
import { emptyAsUndefined } from './common';
import { BBOX_MESSAGES, parseBbox, type Bbox } from './bbox-rules';

const bboxText = z
  .string({ error: BBOX_MESSAGES.malformed })
  .max(200, BBOX_MESSAGES.malformed)
  .transform((text, ctx): Bbox => {
    const parsed = parseBbox(text);
    if ('error' in parsed) {
      ctx.issues.push({ code: 'custom', message: parsed.error, input: text });
      return z.NEVER;
    }
    return parsed;
  });

/** `bbox=minLng,minLat,maxLng,maxLat` of GET /adverts: optional, empty means none. */
export const bboxQuerySchema = z.preprocess(emptyAsUndefined, bboxText.optional());

/** The same, required (GET /adverts/map): a missing box gets the malformed-box message. */
export const requiredBboxQuerySchema = z.preprocess(emptyAsUndefined, bboxText);
