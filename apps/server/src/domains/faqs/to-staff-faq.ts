import type { StaffFaq } from '@party/shared';
import type { StaffFaqRow } from './faqs.repository.ts';

/** A stored FAQ as the management screen shows it (dates as ISO text). */
export function toStaffFaq(row: StaffFaqRow): StaffFaq {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
