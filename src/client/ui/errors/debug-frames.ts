import { isVendorGroup, type DebugErrorPayload, type DebugFrame } from '@common/http/responses';

type Trace = DebugErrorPayload['trace'];

/** Where a frame sits in the trace: `"3"` for a top-level frame, `"3.1"` inside vendor group 3. */
export type FrameKey = string;

export interface LocatedFrame {
  key: FrameKey;
  frame: DebugFrame;
  vendor: boolean;
}

/** Every frame in trace order, vendor groups unfolded. */
export function flattenFrames(trace: Trace): LocatedFrame[] {
  return trace.flatMap<LocatedFrame>((item, index) =>
    isVendorGroup(item)
      ? item.items.map((frame, inner) => ({ key: `${index}.${inner}`, frame, vendor: true }))
      : [{ key: `${index}`, frame: item, vendor: false }],
  );
}

/** The frame to show first: the first application frame, else the first vendor frame. */
export function initialFrame(trace: Trace): LocatedFrame | undefined {
  const frames = flattenFrames(trace);
  return frames.find((located) => !located.vendor) ?? frames[0];
}

export function findFrame(trace: Trace, key: FrameKey | undefined): LocatedFrame | undefined {
  return flattenFrames(trace).find((located) => located.key === key);
}

/** Index of the vendor group holding a frame key, if it is a vendor frame. */
export function groupIndexOf(key: FrameKey): number | undefined {
  const [group, inner] = key.split('.');
  return inner === undefined ? undefined : Number(group);
}
