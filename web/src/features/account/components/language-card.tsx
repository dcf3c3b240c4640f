import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '@/lib/i18n/hooks';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, pathInLanguage, type Language } from '@/lib/i18n/languages';
import { rememberLanguage } from '@/lib/i18n/remembered-language';
import { useUpdateLanguage } from '@/features/account/api/update-me';
import { AccountSection } from '@/features/account/components/account-section';
import { AccountFailure } from '@/features/account/components/account-failure';

/**
 * Profile → Language: the header's switch, and more. Choosing saves the account's language
 * (PATCH /users/me), which its emails, notifications and pushes are written in, remembers it on
 * this device as the header's switch does, and opens this page in it. The page's language is the
 * one shown as chosen: it is the one the person reads now (docs/decisions/021-bangla-and-english.md).
 */
export function LanguageCard() {
  const language = useLanguage();
  const update = useUpdateLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [failure, setFailure] = useState<unknown>(null);
  const { t } = useLingui();

  const choose = (chosen: Language) => {
    if (chosen === language) return;
    setFailure(null);
    update.mutate(chosen, {
      onSuccess: () => {
        rememberLanguage(chosen);
        void navigate(pathInLanguage(`${pathname}${search}${hash}`, chosen));
      },
      onError: (error) => setFailure(error),
    });
  };

  return (
    <AccountSection title={t`Language`} description={t`The language of ReCell's pages on this device, and of the emails and notifications we send you.`}>
      <RadioGroup
        row
        aria-label={t`Language`}
        value={update.isPending ? update.variables : language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
        sx={{ columnGap: 3 }}
      >
        {LANGUAGES.map((code) => (
          // Each language named in its own words, for the reader who cannot read the page's.
          <FormControlLabel key={code} value={code} lang={code} control={<Radio />} label={LANGUAGE_NAMES[code]} disabled={update.isPending} />
        ))}
      </RadioGroup>
      <AccountFailure failure={failure} />
    </AccountSection>
  );
}
