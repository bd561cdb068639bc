import { IMAGE_UPLOAD_MESSAGES } from '@estate/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { apiError, mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { uploadImage } from '../../pictures';
import {
  ADVERT_FORM_LOOKUPS,
  pictureFile,
  textFileNamedLikePicture,
} from '../../../../test/owner-advert-lookups';
import { ADVERT_SAVED_MESSAGE, NewAdvertForm } from './new-advert-form';

vi.mock('../../pictures/api/upload-image', () => ({ uploadImage: vi.fn() }));
const upload = vi.mocked(uploadImage);

beforeEach(() => {
  upload.mockReset();
  upload.mockResolvedValue([]);
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function openForm(handlers = {}) {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'POST /adverts': {
      status: 201,
      body: { id: 42, slug: 'sunny-flat', status: 'PENDING', version: 1 },
    },
    ...handlers,
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<NewAdvertForm />, {
    path: '/dashboard/add-new-advert',
    routes: [{ path: '/dashboard/my-adverts', ...page('My adverts list') }],
  });
  await screen.findByRole('option', { name: 'Türkiye' });
  await screen.findByRole('option', { name: 'Apartment' });
  return { api, ...view };
}

async function fillRequired(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.type(screen.getByLabelText('Title'), 'Sunny flat <script>alert(1)</script>');
  await user.type(screen.getByLabelText('Description'), 'Near the sea.');
  await user.type(screen.getByLabelText('Price'), '1250000');
  await user.selectOptions(screen.getByLabelText('Advert Type'), 'Sale');
  await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
  await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
  await user.selectOptions(
    await screen.findByLabelText('City'),
    await screen.findByRole('option', { name: 'İstanbul' }),
  );
  await user.selectOptions(
    screen.getByLabelText('District'),
    await screen.findByRole('option', { name: 'Kadıköy' }),
  );
  await user.type(await screen.findByLabelText('Rooms'), ' 3+1 ');
}

const choosePictures = (user: ReturnType<typeof renderWithRouter>['user'], files: File[]) =>
  user.upload(screen.getByLabelText('Choose pictures'), files);

describe('NewAdvertForm', () => {
  it("shows 'Required' under every required field", async () => {
    const { user, api } = await openForm();
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findAllByText('Required')).toHaveLength(8);
    expect(api.callsTo('POST /adverts')).toHaveLength(0);
  });

  it('loads the cities of the chosen country and clears city and district when it changes', async () => {
    const { user } = await openForm();
    const city = screen.getByLabelText('City');
    expect(city).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
    await user.selectOptions(city, await screen.findByRole('option', { name: 'İstanbul' }));
    await user.selectOptions(
      screen.getByLabelText('District'),
      await screen.findByRole('option', { name: 'Kadıköy' }),
    );
    await user.selectOptions(screen.getByLabelText('Country'), 'Greece');
    expect(await screen.findByRole('option', { name: 'Athens' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'İstanbul' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.getByLabelText('District')).toHaveValue('');
    expect(screen.getByLabelText('District')).toBeDisabled();
  });

  it('shows one input per property key of the chosen category', async () => {
    const { user } = await openForm();
    expect(screen.getByText('Choose a category to see its details.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    const details = screen.getByRole('region', { name: 'Property Details' });
    expect(await within(details).findByLabelText('Rooms')).toBeInTheDocument();
    expect(within(details).getByLabelText('Floor')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Villa');
    expect(await within(details).findByLabelText('Garden')).toBeInTheDocument();
    expect(within(details).queryByLabelText('Rooms')).not.toBeInTheDocument();
  });

  it("shows a category's failed details with Retry, which loads them", async () => {
    let fail = true;
    const { user } = await openForm({
      'GET /propertieskey/getAllByCatgory/2': () =>
        fail
          ? apiError(503, 'The details could not be read.')
          : {
              body: [
                {
                  id: 5,
                  name: 'Rooms',
                  type: 'text',
                  unit: null,
                  min: null,
                  max: null,
                  choices: [],
                },
              ],
            },
    });
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    const details = screen.getByRole('region', { name: 'Property Details' });
    expect(await within(details).findByRole('alert')).toHaveTextContent(
      'The details could not be read.',
    );
    fail = false;
    await user.click(within(details).getByRole('button', { name: 'Retry' }));
    expect(await within(details).findByLabelText('Rooms')).toBeInTheDocument();
    expect(within(details).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a text file named .jpg at once: no preview, no SET AS FEATURED, no upload', async () => {
    const { user } = await openForm();
    await choosePictures(user, [textFileNamedLikePicture('notes.jpg')]);
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'New pictures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'notes.jpg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SET AS FEATURED' })).not.toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a 6 MB picture and keeps the good one picked with it', async () => {
    const { user } = await openForm();
    const big = pictureFile('big.jpg', 'image/jpeg', 6 * 1024 * 1024);
    await choosePictures(user, [big, pictureFile('small.png', 'image/png')]);
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(await screen.findByLabelText('small.png')).toBeInTheDocument();
    expect(screen.queryByLabelText('big.jpg')).not.toBeInTheDocument();
  });

  it("refuses a dropped GIF and the 11th picture with the server's messages", async () => {
    const { user } = await openForm();
    // A drop is not filtered by the input's accept list: the form checks the type itself.
    fireEvent.drop(screen.getByText('Choose pictures or drop them here'), {
      dataTransfer: { files: [new File(['GIF89a'], 'notes.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.wrongType)).toBeInTheDocument();
    const eleven = Array.from({ length: 11 }, (_, i) => pictureFile(`p${i}.png`, 'image/png'));
    await choosePictures(user, eleven);
    expect(await screen.findByText(IMAGE_UPLOAD_MESSAGES.tooMany)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'New pictures' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(screen.queryByLabelText('p10.png')).not.toBeInTheDocument();
  });

  it('ticks a picture to set it as featured or delete it', async () => {
    const { user } = await openForm();
    await choosePictures(user, [pictureFile('a.jpg'), pictureFile('b.png', 'image/png')]);
    await user.click(await screen.findByLabelText('b.png'));
    await user.click(screen.getByRole('button', { name: 'SET AS FEATURED' }));
    const tiles = within(screen.getByRole('list', { name: 'New pictures' })).getAllByRole(
      'listitem',
    );
    expect(within(tiles[1]!).getByText('Featured')).toBeInTheDocument();
    await user.click(screen.getByLabelText('a.jpg'));
    await user.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(screen.queryByLabelText('a.jpg')).not.toBeInTheDocument();
  });

  it('creates the advert, sends the pictures with the featured one, then opens My Adverts', async () => {
    const { user, api } = await openForm();
    await fillRequired(user);
    await choosePictures(user, [pictureFile('a.jpg'), pictureFile('b.png', 'image/png')]);
    await user.click(await screen.findByLabelText('b.png'));
    await user.click(screen.getByRole('button', { name: 'SET AS FEATURED' }));
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('My adverts list')).toBeInTheDocument();
    expect(screen.getByText(ADVERT_SAVED_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST /adverts')[0]!.body).toMatchObject({
      title: 'Sunny flat <script>alert(1)</script>',
      price: 1250000,
      advertType: 1,
      category: 2,
      country: 1,
      city: 11,
      district: 111,
      values: [{ keyId: 5, value: '3+1' }],
    });
    expect(upload.mock.calls.map(([c]) => [c.advertId, c.file.name, c.featured])).toEqual([
      [42, 'a.jpg', false],
      [42, 'b.png', true],
    ]);
  });

  it('keeps the advert and the form when a picture fails, and sends only that one again', async () => {
    const { user, api } = await openForm();
    upload
      .mockResolvedValueOnce([])
      .mockRejectedValueOnce(new ApiError(413, IMAGE_UPLOAD_MESSAGES.tooLarge));
    await fillRequired(user);
    await choosePictures(user, [pictureFile('a.jpg'), pictureFile('b.jpg')]);
    await screen.findByLabelText('b.jpg');
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(
      await screen.findByText(/Your advert was saved, but 1 picture was not/),
    ).toBeInTheDocument();
    expect(screen.getByText(IMAGE_UPLOAD_MESSAGES.tooLarge)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Sunny flat <script>alert(1)</script>');
    await user.click(screen.getByRole('button', { name: 'RETRY FAILED PICTURES' }));
    expect(await screen.findByText('My adverts list')).toBeInTheDocument();
    expect(api.callsTo('POST /adverts')).toHaveLength(1);
    expect(upload.mock.calls.map(([c]) => c.file.name)).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
  });

  it("shows the server's message when the advert is refused", async () => {
    const { user } = await openForm({
      'POST /adverts': apiError(400, 'District must belong to the city'),
    });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('District must belong to the city')).toBeInTheDocument();
    await waitFor(() => expect(upload).not.toHaveBeenCalled());
  });
});
