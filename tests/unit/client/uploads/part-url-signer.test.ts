import { describe, expect, it } from 'vitest';
import { PartUrlSigner, type SignedPartUrl } from '@client/uploads/transfers/part-url-signer';

/** Stands in for the server's batch-sign-part-urls: records each request, signs every number. */
function signingServer() {
  const requests: number[][] = [];
  let failNext = false;
  return {
    requests,
    failOnce() {
      failNext = true;
    },
    sign: async (partNumbers: number[]): Promise<SignedPartUrl[]> => {
      requests.push(partNumbers);
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      return partNumbers.map((partNumber) => ({
        partNumber,
        url: `https://bucket.test/files/abc?partNumber=${partNumber}&request=${requests.length}`,
      }));
    },
  };
}

describe('PartUrlSigner', () => {
  it('signs 10 part URLs per request for the 5 parts asking at once', async () => {
    const server = signingServer();
    const signer = new PartUrlSigner(24);
    const urls = await Promise.all([1, 2, 3, 4, 5].map((n) => signer.urlFor(n, server.sign)));
    expect(server.requests).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    expect(urls[2]).toBe('https://bucket.test/files/abc?partNumber=3&request=1');

    await Promise.all([6, 7, 8, 9, 10].map((n) => signer.urlFor(n, server.sign)));
    expect(server.requests).toHaveLength(1);

    await signer.urlFor(11, server.sign);
    await signer.urlFor(21, server.sign);
    expect(server.requests).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
      [21, 22, 23, 24],
    ]);
  });

  it('signs a retried part again rather than reusing its URL', async () => {
    const server = signingServer();
    const signer = new PartUrlSigner(3);
    await Promise.all([1, 2, 3].map((n) => signer.urlFor(n, server.sign)));
    const again = await signer.urlFor(2, server.sign);
    expect(server.requests).toEqual([[1, 2, 3], [2]]);
    expect(again).toContain('request=2');
  });

  it('asks again after a failed request', async () => {
    const server = signingServer();
    const signer = new PartUrlSigner(3);
    server.failOnce();
    await expect(signer.urlFor(1, server.sign)).rejects.toThrow('offline');
    await expect(signer.urlFor(2, server.sign)).resolves.toContain('partNumber=2');
    expect(server.requests).toEqual([
      [1, 2, 3],
      [2, 3],
    ]);
  });
});
