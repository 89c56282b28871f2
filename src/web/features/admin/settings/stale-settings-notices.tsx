import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import type { SettingsSection } from '../../../../domain/admin/settings-schema';
import type { TypedChange } from '../shared/stale-version-notice';

/** A section's save refused as stale (ADR 037): the server's message and what the admin typed. */
export type StaleSettingsNotice = {
  message: string;
  changes: TypedChange[];
  reloaded: boolean;
  reloading: boolean;
};

type Notices = {
  notices: Partial<Record<SettingsSection, StaleSettingsNotice>>;
  set: (section: SettingsSection, notice: StaleSettingsNotice | null) => void;
};

const StaleSettingsContext = createContext<Notices | null>(null);

/**
 * Keeps each section's stale notice above its form: a reload remounts the form with the saved values
 * (the page keys it by its version), and the notice with what the admin typed must outlive that.
 */
export function StaleSettingsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notices['notices']>({});
  const value = useMemo<Notices>(
    () => ({
      notices,
      set: (section, notice) =>
        setNotices((current) => {
          const next = { ...current };
          if (notice) next[section] = notice;
          else delete next[section];
          return next;
        }),
    }),
    [notices],
  );
  return <StaleSettingsContext.Provider value={value}>{children}</StaleSettingsContext.Provider>;
}

export function useStaleSettingsNotice(section: SettingsSection) {
  const context = useContext(StaleSettingsContext);
  return {
    notice: context?.notices[section] ?? null,
    setNotice: (notice: StaleSettingsNotice | null) => context?.set(section, notice),
  };
}
