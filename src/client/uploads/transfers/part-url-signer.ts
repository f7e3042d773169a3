import { MULTIPART_SIGN_BATCH } from '@common/uploads/upload-limits';

/** One signed part URL, as `s3/multipart/batch-sign-part-urls` answers them. */
export interface SignedPartUrl {
  partNumber: number;
  url: string;
}

export type SignParts = (partNumbers: number[]) => Promise<SignedPartUrl[]>;

/**
 * @uppy/aws-s3 asks for one part URL at a time (`signPart`); the server signs them 10 at a time
 * (spec 9). The first part missing a URL asks for it and the next ones without one; the others
 * wait for that batch. A URL is handed out once: a retried part asks again, so an expired URL
 * is never reused.
 */
export class PartUrlSigner {
  private readonly pending = new Map<number, Promise<string>>();
  /** Parts whose URL was handed out: a later batch does not sign them again unless they ask. */
  private readonly issued = new Set<number>();

  constructor(
    private readonly partCount: number,
    private readonly batchSize = MULTIPART_SIGN_BATCH,
  ) {}

  urlFor(partNumber: number, sign: SignParts): Promise<string> {
    if (!this.pending.has(partNumber)) this.signBatchFrom(partNumber, sign);
    const url = this.pending.get(partNumber)!;
    this.pending.delete(partNumber);
    this.issued.add(partNumber);
    return url;
  }

  /** The part numbers one request signs, starting at the part that asked. */
  batchFrom(partNumber: number): number[] {
    const last = Math.min(this.partCount, partNumber + this.batchSize - 1);
    const numbers: number[] = [];
    for (let number = partNumber; number <= Math.max(last, partNumber); number++) {
      const needed = !this.pending.has(number) && !this.issued.has(number);
      if (number === partNumber || needed) numbers.push(number);
    }
    return numbers;
  }

  private signBatchFrom(partNumber: number, sign: SignParts): void {
    const numbers = this.batchFrom(partNumber);
    const batch = sign(numbers);
    for (const number of numbers) {
      const url = batch.then((urls) => {
        const signed = urls.find((entry) => entry.partNumber === number);
        if (!signed) throw new Error(`Part ${number} was not signed.`);
        return signed.url;
      });
      // A failed batch is dropped, so the next ask signs again.
      url.catch(() => {
        if (this.pending.get(number) === url) this.pending.delete(number);
      });
      this.pending.set(number, url);
    }
  }
}
