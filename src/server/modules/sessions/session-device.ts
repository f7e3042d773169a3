import UAParser from 'ua-parser-js';

export type DeviceType = 'mobile' | 'tablet' | 'computer';

export interface SessionDevice {
  device_type: DeviceType;
  platform: string | null;
  browser: string | null;
}

/** Device type, platform and browser from a user agent (ua-parser-js, MIT). */
export function describeDevice(userAgent: string | null): SessionDevice {
  const { device, os, browser } = new UAParser(userAgent ?? '').getResult();
  return {
    device_type: device.type === 'mobile' || device.type === 'tablet' ? device.type : 'computer',
    platform: os.name ?? null,
    browser: browser.name ?? null,
  };
}
