import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { pictureFile, textFileNamedLikePicture } from '../../../../test/owner-advert-lookups';
import { uploadImage } from '../api/upload-image';
import { usePickedImages } from './use-picked-images';

vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
  upload.mockReset();
});
afterEach(() => vi.restoreAllMocks());

async function pickedHook(names: string[], existingCount = 0) {
  const hook = renderHook(() => usePickedImages(existingCount));
  await act(() => hook.result.current.add(names.map((name) => pictureFile(name))));
  return hook;
}

const keyOf = (hook: Awaited<ReturnType<typeof pickedHook>>, index: number) =>
  hook.result.current.images[index]!.key;

describe('usePickedImages', () => {
  it('previews each picked picture, waiting to be sent', async () => {
    const hook = await pickedHook(['a.jpg', 'b.jpg']);
    expect(hook.result.current.images.map((i) => [i.file.name, i.state, i.previewUrl])).toEqual([
      ['a.jpg', 'waiting', 'blob:preview-1'],
      ['b.jpg', 'waiting', 'blob:preview-2'],
    ]);
    expect(hook.result.current.messages).toEqual([]);
  });

  it('refuses a file that is not a picture with a message and no preview', async () => {
    const hook = renderHook(() => usePickedImages());
    await act(() => hook.result.current.add([textFileNamedLikePicture(), pictureFile('a.jpg')]));
    expect(hook.result.current.images.map((i) => i.file.name)).toEqual(['a.jpg']);
    expect(hook.result.current.messages).toHaveLength(1);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('makes the first ticked picture the featured one and clears the ticks', async () => {
    const hook = await pickedHook(['a.jpg', 'b.jpg', 'c.jpg']);
    act(() => hook.result.current.toggleTick(keyOf(hook, 1)));
    act(() => hook.result.current.toggleTick(keyOf(hook, 2)));
    act(() => hook.result.current.featureTicked());
    const images = hook.result.current.images;
    expect(images.map((i) => i.featured)).toEqual([false, true, false]);
    expect(images.every((i) => !i.ticked)).toBe(true);
  });

  it('leaves the featured picture as it is when nothing is ticked', async () => {
    const hook = await pickedHook(['a.jpg']);
    const before = hook.result.current.images;
    act(() => hook.result.current.featureTicked());
    expect(hook.result.current.images).toBe(before);
  });

  it('deletes the ticked pictures and lets their previews go', async () => {
    const hook = await pickedHook(['a.jpg', 'b.jpg']);
    act(() => hook.result.current.toggleTick(keyOf(hook, 0)));
    act(() => hook.result.current.deleteTicked());
    expect(hook.result.current.images.map((i) => i.file.name)).toEqual(['b.jpg']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('sends the pictures one by one, named after those the advert already has', async () => {
    upload.mockImplementation(async ({ onProgress }) => {
      onProgress?.(0.5);
      return [];
    });
    const hook = await pickedHook(['a.jpg', 'b.jpg'], 2);
    act(() => hook.result.current.toggleTick(keyOf(hook, 1)));
    act(() => hook.result.current.featureTicked());
    let allSent: boolean | undefined;
    await act(async () => {
      allSent = await hook.result.current.uploadAll(41);
    });
    expect(allSent).toBe(true);
    expect(
      upload.mock.calls.map(([input]) => [input.advertId, input.name, input.featured]),
    ).toEqual([
      [41, 'img-2', false],
      [41, 'img-3', true],
    ]);
    expect(hook.result.current.images.map((i) => [i.state, i.progress])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
  });

  it("keeps a failed picture with the server's message and sends only it again", async () => {
    upload
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new ApiError(413, 'The picture is larger than 10 MB'));
    const hook = await pickedHook(['a.jpg', 'b.jpg']);
    let allSent: boolean | undefined;
    await act(async () => {
      allSent = await hook.result.current.uploadAll(41);
    });
    expect(allSent).toBe(false);
    expect(hook.result.current.images[1]).toMatchObject({
      state: 'failed',
      error: 'The picture is larger than 10 MB',
    });

    upload.mockResolvedValueOnce([]);
    await act(async () => {
      allSent = await hook.result.current.uploadAll(41);
    });
    expect(allSent).toBe(true);
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[2]![0].file.name).toBe('b.jpg');
    await waitFor(() => expect(hook.result.current.images[1]!.state).toBe('done'));
    expect(hook.result.current.images[1]!.error).toBeUndefined();
  });

  it('lets every preview go when the form closes', async () => {
    const hook = await pickedHook(['a.jpg', 'b.jpg']);
    hook.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});
