import { describe, expect, it } from 'vitest';
import { fetchPictures } from './fetch-pictures';
import { RemoteFetchError } from './remote-fetch';

describe('fetching the pictures of an import', () => {
  it('fetches each address once with at most four in flight, a failure kept beside the others', async () => {
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    const fetchOne = async (address: string) => {
      asked.push(address);
      inFlight++;
      most = Math.max(most, inFlight);
      // Each fetch waits for the others to start, as slow servers would.
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      if (address.endsWith('bad.jpg'))
        throw new RemoteFetchError('The picture address answered 404.');
      return Buffer.from(address);
    };
    const addresses = Array.from({ length: 12 }, (_, i) => `https://img.example/${i % 10}.jpg`);
    const got = await fetchPictures([...addresses, 'https://img.example/bad.jpg'], fetchOne);
    expect(most).toBe(4);
    expect(asked).toHaveLength(11);
    expect(got.get('https://img.example/3.jpg')).toEqual(Buffer.from('https://img.example/3.jpg'));
    expect((got.get('https://img.example/bad.jpg') as Error).message).toBe(
      'The picture address answered 404.',
    );
  });
});
