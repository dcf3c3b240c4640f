import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { UserRecord } from '@contract/users';
import { FormImagePicker } from '@/components/form/form-image-picker';
import { FormTextField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useFormat } from '@/lib/i18n/hooks';
import { notifySuccess } from '@/lib/toasts';
import { profileSchema, useSaveProfile } from '@/features/account/api/update-me';
import { AccountSection } from '@/features/account/components/account-section';

/** Name and photo. Both show on the person's listings, so saving updates those too (the API does it). */
export function ProfileDetailsCard({ me }: { me: UserRecord }) {
  const [progress, setProgress] = useState<number | null>(null);
  const { control, handleSubmit, reset, formState } = useZodForm(profileSchema, { defaultValues: { name: me.name, photo: undefined } });
  const save = useSaveProfile(setProgress);
  const { t } = useLingui();
  const { formatCount } = useFormat();
  const percent = formatCount(progress ?? 0);

  const onSubmit = handleSubmit(({ name, photo }) => {
    save.mutate(
      { name, photo, current: me },
      {
        onSuccess: (saved) => {
          notifySuccess('profileSaved');
          reset({ name: saved?.user.name ?? name, photo: undefined });
        },
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <AccountSection title={t`Your profile`} description={t`Your name and photo show in the header and, if you sell, on your listings.`}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Your profile`}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, columnGap: 2, rowGap: 0.5 }}>
          <FormTextField control={control} name="name" label={t`Name`} autoComplete="name" required disabled={save.isPending} />
          <TextField label={t`Email`} value={me.email} helperText={t`You log in with this email.`} slotProps={{ input: { readOnly: true } }} />
        </Box>
        <Box sx={{ mt: 1 }}>
          <FormImagePicker control={control} name="photo" label={t`Photo`} round currentUrl={me.image || undefined} progress={progress} disabled={save.isPending} />
        </Box>
        <Button type="submit" variant="contained" disabled={save.isPending || !formState.isDirty} sx={{ mt: 1 }}>
          {progress !== null && progress < 100 ? t`Uploading photo… ${percent}%` : save.isPending ? t`Saving…` : t`Save profile`}
        </Button>
      </form>
    </AccountSection>
  );
}
