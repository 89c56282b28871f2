import { describe, expect, it } from 'vitest';
import {
  CONTACT_TIME_LABELS,
  contactTimes,
  ENQUIRY_DELIVERY_LABELS,
  ENQUIRY_STATUS_LABELS,
  enquiryDeliveryStates,
  enquiryStatuses,
} from './enquiry-vocabulary';

describe('enquiry vocabulary', () => {
  it.each([
    ['status', enquiryStatuses, ENQUIRY_STATUS_LABELS],
    ['delivery state', enquiryDeliveryStates, ENQUIRY_DELIVERY_LABELS],
    ['contact time', contactTimes, CONTACT_TIME_LABELS],
  ] as const)('every %s has a Danish label of its own', (_name, values, labels) => {
    const texts = values.map((value) => (labels as Record<string, string>)[value]);
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    expect(new Set(texts).size).toBe(values.length);
    for (const text of texts) expect(text).toMatch(/^[A-ZÆØÅ](.*\S)?$/);
  });

  it('labels the inbox statuses as the issue names them', () => {
    expect(enquiryStatuses.map((status) => ENQUIRY_STATUS_LABELS[status])).toEqual([
      'Ny',
      'Sendt',
      'Besvaret',
      'Lukket',
      'Spam',
    ]);
  });
});
