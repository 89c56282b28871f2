import type { DriveType } from './vehicle-values';

/** Danish label of each stored drive type (the admin form's "Træk"). */
export const DRIVE_TYPE_LABELS: Record<DriveType, string> = {
  FWD: 'Forhjulstræk (FWD)',
  RWD: 'Baghjulstræk (RWD)',
  AWD: 'Firehjulstræk (AWD)',
  '4WD': 'Firehjulstræk (4WD)',
};
