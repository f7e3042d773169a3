import { describe, expect, it } from 'vitest';
import { withXsrfHeader } from '@client/api-docs/xsrf-header';

const origin = 'https://films.example';
const request = (method: string, url = '/api/v1/tags') => ({ method, url, headers: {} });

describe('withXsrfHeader (try-it requests of /api-docs)', () => {
  it('adds the XSRF header to state-changing requests to the site', () => {
    for (const method of ['POST', 'put', 'PATCH', 'DELETE']) {
      expect(withXsrfHeader(request(method), 'token-1', origin).headers).toEqual({
        'x-xsrf-token': 'token-1',
      });
    }
    expect(
      withXsrfHeader(request('POST', `${origin}/auth/login`), 'token-1', origin).headers,
    ).toEqual({ 'x-xsrf-token': 'token-1' });
  });

  it('leaves reads, other sites and cookie-less visitors alone', () => {
    expect(withXsrfHeader(request('GET'), 'token-1', origin).headers).toEqual({});
    expect(
      withXsrfHeader(request('POST', 'https://elsewhere.example/x'), 'token-1', origin).headers,
    ).toEqual({});
    expect(withXsrfHeader(request('POST'), null, origin).headers).toEqual({});
  });

  it('keeps the headers the viewer set, such as a pasted token', () => {
    const withToken = { ...request('DELETE'), headers: { Authorization: 'Bearer abc' } };
    expect(withXsrfHeader(withToken, 'token-1', origin).headers).toEqual({
      Authorization: 'Bearer abc',
      'x-xsrf-token': 'token-1',
    });
  });
});
