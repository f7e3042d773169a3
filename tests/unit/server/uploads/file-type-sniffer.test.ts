// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sniffFileType } from '@server/modules/uploads/file-type-sniffer';
import { fileEntryTypeOf, servedInline } from '@server/modules/uploads/file-entry-type';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
// An ISO BMFF header ('ftyp' box, brand isom): what an MP4 file starts with.
const MP4 = Buffer.concat([
  Buffer.from('00000020', 'hex'),
  Buffer.from('ftypisom'),
  Buffer.from('00000200', 'hex'),
  Buffer.from('isomiso2avc1mp41'),
]);

describe('sniffFileType: the bytes decide, not the name', () => {
  it('recognises binary formats and keeps the client extension when it names the same format', async () => {
    expect(await sniffFileType(PNG, 'png')).toEqual({
      mime: 'image/png',
      extension: 'png',
      disguised: false,
    });
    expect(await sniffFileType(JPEG, 'jpeg')).toMatchObject({
      mime: 'image/jpeg',
      extension: 'jpeg',
    });
    expect(await sniffFileType(MP4, 'mp4')).toMatchObject({ mime: 'video/mp4', extension: 'mp4' });
    // A PNG named .jpg is a PNG.
    expect(await sniffFileType(PNG, 'jpg')).toMatchObject({ mime: 'image/png', extension: 'png' });
  });

  it('flags text pretending to be a binary format', async () => {
    const fake = Buffer.from('just some text, not an image at all');
    expect(await sniffFileType(fake, 'png')).toEqual({
      mime: 'text/plain',
      extension: 'txt',
      disguised: true,
    });
  });

  it('finds markup a browser would run, whatever the name says', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
    expect(await sniffFileType(html, 'txt')).toMatchObject({
      mime: 'text/html',
      extension: 'html',
    });
    expect(await sniffFileType(html, 'gif')).toMatchObject({ mime: 'text/html', disguised: true });
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');
    expect(await sniffFileType(svg, 'svg')).toMatchObject({ mime: 'image/svg+xml' });
  });

  it('keeps plain text types by extension but never an active one', async () => {
    const subtitles = Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nHello\n');
    expect(await sniffFileType(subtitles, 'srt')).toMatchObject({
      mime: 'application/x-subrip',
      extension: 'srt',
    });
    expect(await sniffFileType(Buffer.from('alert(1)'), 'js')).toMatchObject({
      mime: 'text/plain',
      extension: 'js',
    });
  });

  it('answers octet-stream for empty files and unknown binary', async () => {
    expect(await sniffFileType(Buffer.alloc(0), 'bin')).toEqual({
      mime: 'application/octet-stream',
      extension: 'bin',
      disguised: false,
    });
    expect(await sniffFileType(Buffer.from([0, 1, 2, 3, 0, 9]), 'dat')).toMatchObject({
      mime: 'application/octet-stream',
    });
  });
});

describe('entry types and inline serving', () => {
  it('classifies by mime', () => {
    expect(fileEntryTypeOf('image/png')).toBe('image');
    expect(fileEntryTypeOf('video/mp4')).toBe('video');
    expect(fileEntryTypeOf('application/pdf')).toBe('pdf');
    expect(fileEntryTypeOf('text/csv')).toBe('spreadsheet');
    expect(fileEntryTypeOf('application/zip')).toBe('archive');
    expect(fileEntryTypeOf('application/octet-stream')).toBe('file');
  });

  it('serves inline only what cannot run: never HTML, SVG, XML or scripts', () => {
    for (const mime of ['image/png', 'video/mp4', 'audio/mpeg', 'application/pdf', 'text/plain']) {
      expect(servedInline(mime)).toBe(true);
    }
    for (const mime of ['text/html', 'image/svg+xml', 'application/xml', 'text/javascript']) {
      expect(servedInline(mime)).toBe(false);
    }
  });
});
