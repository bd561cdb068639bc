import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { useAuthStore } from '../../auth-store';
import type { PixelArea } from './crop-square';
import { ProfilePhoto } from './profile-photo';

const AREA: PixelArea = { x: 40, y: 0, width: 300, height: 300 };

// The cropper measures a loaded picture, which jsdom never loads: a stand-in reports a chosen
// square at once, as the real one does once the picture is in (the e2e spec drives the real one).
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: { onCropComplete: (a: PixelArea, p: PixelArea) => void }) {
    const { onCropComplete } = props;
    useEffect(() => onCropComplete(AREA, AREA), [onCropComplete]);
    return <div data-testid="cropper" />;
  },
}));

/**
 * jsdom neither loads pictures nor draws: a picture that loads at once and a canvas that records
 * what is drawn and hands out a stand-in JPEG.
 */
function fakeBrowserDrawing() {
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      set src(_url: string) {
        queueMicrotask(() => this.onload?.());
      }
    },
  );
  const context = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
    done(new Blob(['square'], { type: 'image/jpeg' })),
  );
  return context;
}

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const jpegFile = (name = 'me.jpg', extra = 100) =>
  new File([new Uint8Array(JPEG_HEAD), new Uint8Array(extra)], name, { type: 'image/jpeg' });
const PHOTO = {
  url: '/api/images/file/users/1/abc-large.webp',
  smallUrl: '/api/images/file/users/1/abc-small.webp',
};

function Harness() {
  const user = useAuthStore((s) => s.user);
  return user ? <ProfilePhoto user={user} /> : null;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});

describe('ProfilePhoto', () => {
  it('crops a picked picture to a square and sends that square; the new photo shows at once', async () => {
    const me = makeUser({ firstName: 'Ada', lastName: 'Lovelace' });
    await logInAs(me);
    const drawing = fakeBrowserDrawing();
    const api = mockApi({ 'PUT /user/auth/photo': { body: { ...me, photo: PHOTO } } });
    const { user } = renderWithRouter(<Harness />);
    expect(screen.getByText('AL')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Choose a photo'), jpegFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    expect(within(dialog).getByTestId('cropper')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('Your photo was saved.')).toBeInTheDocument();
    // The chosen 300 px square of the picture, drawn whole onto a 300 px canvas.
    expect(drawing.drawImage).toHaveBeenCalledWith(
      expect.anything(),
      40,
      0,
      300,
      300,
      0,
      0,
      300,
      300,
    );
    const [sent] = api.callsTo('PUT /user/auth/photo');
    expect((sent!.body as FormData).get('multipartFile')).toBeInstanceOf(Blob);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useAuthStore.getState().user?.photo).toEqual(PHOTO);
    expect(document.querySelector('img.profile-photo__avatar')).toHaveAttribute('src', PHOTO.url);
    expect(screen.queryByText('AL')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a text file named .jpg',
      new File(['not a picture at all'], 'me.jpg', { type: 'image/jpeg' }),
      'Only JPEG, PNG or WebP images are accepted.',
    ],
    ['a picture over 5 MB', jpegFile('big.jpg', 5 * 1024 * 1024), 'An image may be at most 5 MB.'],
  ])('refuses %s before cropping or sending it', async (_name, file, message) => {
    await logInAs(makeUser());
    const api = mockApi({});
    const { user } = renderWithRouter(<Harness />);
    await user.upload(screen.getByLabelText('Choose a photo'), file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server’s refusal in the dialog and keeps the old look', async () => {
    await logInAs(makeUser({ firstName: 'Ada', lastName: 'Lovelace' }));
    fakeBrowserDrawing();
    mockApi({
      'PUT /user/auth/photo': {
        status: 415,
        body: { status: 415, message: 'The image could not be read; the file may be damaged.' },
      },
    });
    const { user } = renderWithRouter(<Harness />);
    await user.upload(screen.getByLabelText('Choose a photo'), jpegFile());
    const dialog = await screen.findByRole('dialog', { name: 'Crop your photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Save photo' }));
    expect(
      await within(dialog).findByText('The image could not be read; the file may be damaged.'),
    ).toBeInTheDocument();
    expect(useAuthStore.getState().user?.photo).toBeNull();
  });

  it('removes the photo only after asking', async () => {
    const me = makeUser({ firstName: 'Ada', lastName: 'Lovelace', photo: PHOTO });
    await logInAs(me);
    const api = mockApi({ 'DELETE /user/auth/photo': { body: { ...me, photo: null } } });
    const { user } = renderWithRouter(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Remove your profile photo?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(api.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo was removed.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /user/auth/photo')).toHaveLength(1);
    expect(screen.getByText('AL')).toBeInTheDocument();
  });
});
