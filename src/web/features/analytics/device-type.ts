import type { DEVICE_TYPES } from '../../../domain/analytics/analytics-event';

export type DeviceType = (typeof DEVICE_TYPES)[number];
export type Viewport = { width: number; userAgent: string; touch: boolean };

/**
 * As the original system decided (original-system §6): tablet when the user agent says tablet or
 * iPad, or a touch screen 768–1024 px wide; mobile below 768 px or with a phone user agent; else desktop.
 */
export function deviceType({ width, userAgent, touch }: Viewport): DeviceType {
  const agent = userAgent.toLowerCase();
  if (/tablet|ipad/.test(agent) || (touch && width >= 768 && width <= 1024)) return 'tablet';
  if (width < 768 || /mobile|android|iphone/.test(agent)) return 'mobile';
  return 'desktop';
}

/** Host of the referring page, lower-case; null when there is none or it cannot be read. */
export function referrerHost(referrer: string): string | null {
  if (referrer === '') return null;
  try {
    const host = new URL(referrer).host.toLowerCase();
    return /^[a-z0-9.-]{1,253}(:\d{1,5})?$/.test(host) ? host : null;
  } catch {
    return null;
  }
}
