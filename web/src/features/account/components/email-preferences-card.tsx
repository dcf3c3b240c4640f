import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { EmailPreferences, UserRecord } from '@contract/users';
import { notifySuccess } from '@/lib/toasts';
import { useUpdateEmailPreferences } from '@/features/account/api/update-me';
import { AccountSection } from '@/features/account/components/account-section';

const CHOICES: { key: keyof EmailPreferences; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  { key: 'bookings', label: msg`Bookings`, hint: msg`When someone books your phone, and answers to your bookings.` },
  { key: 'messages', label: msg`Messages`, hint: msg`When a buyer or seller writes to you.` },
  { key: 'reviews', label: msg`Reviews`, hint: msg`When someone reviews you after a deal.` },
  { key: 'account', label: msg`Account`, hint: msg`News of your account, such as being verified as a seller.` },
  { key: 'news', label: msg`News and offers`, hint: msg`Buying guides and ReCell news, now and then.` },
];

/** Which emails the person wants; each switch saves at once (and turns back if saving fails). */
export function EmailPreferencesCard({ me }: { me: UserRecord }) {
  const [preferences, setPreferences] = useState<EmailPreferences>(me.emailPreferences);
  const update = useUpdateEmailPreferences();
  const { t, i18n } = useLingui();

  const toggle = (key: keyof EmailPreferences, on: boolean) => {
    const before = preferences;
    setPreferences({ ...preferences, [key]: on });
    update.mutate({ [key]: on }, { onSuccess: () => notifySuccess('preferencesSaved'), onError: () => setPreferences(before) });
  };

  return (
    <AccountSection title={t`Email preferences`} description={t`Choose what ReCell emails you about.`}>
      <FormGroup sx={{ gap: 1.5 }}>
        {CHOICES.map(({ key, label, hint }) => (
          <FormControlLabel
            key={key}
            sx={{ alignItems: 'flex-start', mx: 0, gap: 1.5 }}
            control={<Switch checked={preferences[key]} onChange={(event) => toggle(key, event.target.checked)} disabled={update.isPending} />}
            label={
              <>
                <Typography fontWeight={600} sx={{ pt: 0.75 }}>
                  {i18n._(label)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {i18n._(hint)}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </AccountSection>
  );
}
