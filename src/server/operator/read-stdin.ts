/** The first line of standard input (a password piped in), without its line ending. */
export async function readFirstLine(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}
