import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearchFrequency } from '@contract/constants';
import { buttonLook, buttonStartIcon } from '@/components/button-look';
import { InputField, SelectField } from '@/components/field';
import { Glyph } from '@/components/glyph';
import paper from '@/components/paper.module.css';
import { useAuth } from '@/lib/auth';
import { usePaths } from '@/lib/i18n/hooks';
import { offerPushAlerts } from '@/lib/push-offer';
import { notifySuccess } from '@/lib/toasts';
import { useCreateSavedSearch } from '@/features/saved-searches/api/saved-searches';
import { FREQUENCY_LABELS } from '@/features/saved-searches/frequency';
import styles from '@/features/saved-searches/components/save-search-button.module.css';

interface SaveSearchProps {
  /** GET /api/products' parameters of the list shown, as text. */
  query: Record<string, string>;
  /** The name the form starts with. */
  suggestedName: string;
}

/**
 * "Save this search" above a phone list, for a signed-in person: a small form (name, how often to
 * alert) under the button. Visitors see nothing: the server renders the page for everyone, and the
 * session is known in the browser only.
 */
export function SaveSearchButton(props: SaveSearchProps) {
  const { user } = useAuth();
  return user ? <SaveSearchForm {...props} /> : null;
}

function SaveSearchForm({ query, suggestedName }: SaveSearchProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instantly');
  const create = useCreateSavedSearch();
  const paths = usePaths();
  const { t, i18n } = useLingui();

  const start = () => {
    setName(suggestedName);
    setSaved(false);
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Errors (the limit of 20, a refused query) are toasted by the query client.
    create.mutate(
      { name: name.trim() || suggestedName, query, frequency },
      {
        onSuccess: () => {
          notifySuccess('searchSaved');
          if (frequency !== 'off') offerPushAlerts();
          setOpen(false);
          setSaved(true);
        },
      },
    );
  };

  if (!open) {
    return (
      <div className={styles.bar}>
        <button type="button" className={buttonLook('outlined')} onClick={start}>
          <Glyph name="bookmarkAdded" className={buttonStartIcon} />
          <Trans>Save this search</Trans>
        </button>
        {saved ? (
          <RouterLink to={paths.dashboard.savedSearches.getHref()} className={styles.manage}>
            <Trans>Saved. Manage your saved searches</Trans>
          </RouterLink>
        ) : null}
      </div>
    );
  }
  return (
    <form aria-label={t`Save this search`} onSubmit={submit} className={`${paper.outlined} ${styles.form}`}>
      <InputField id={`${id}-name`} label={t`Name`} value={name} maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} required onChange={(event) => setName(event.target.value)} />
      <SelectField id={`${id}-frequency`} label={t`Alerts`} value={frequency} onChange={(event) => setFrequency(event.target.value as SavedSearchFrequency)}>
        {SAVED_SEARCH_FREQUENCIES.map((value) => (
          <option key={value} value={value}>
            {i18n._(FREQUENCY_LABELS[value])}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        <button type="button" className={buttonLook()} onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className={buttonLook('contained')} disabled={create.isPending}>
          <Trans>Save search</Trans>
        </button>
      </div>
    </form>
  );
}
