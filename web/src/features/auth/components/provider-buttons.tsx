import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FacebookIcon from '@mui/icons-material/Facebook';
import GitHubIcon from '@mui/icons-material/GitHub';
import GoogleIcon from '@mui/icons-material/Google';
import { useLingui } from '@lingui/react/macro';
import type { SignInProvider } from '@/lib/auth-state';

const PROVIDERS = {
  google: { label: 'Google', icon: <GoogleIcon sx={{ color: '#db4437' }} /> },
  github: { label: 'GitHub', icon: <GitHubIcon sx={{ color: '#111827' }} /> },
  facebook: { label: 'Facebook', icon: <FacebookIcon sx={{ color: '#1877f2' }} /> },
} as const;

/** The popup providers, the same on Login and Register. */
export const SIGN_IN_PROVIDERS: SignInProvider[] = ['google', 'github', 'facebook'];

/** "Continue with …" buttons for the popup providers. */
export function ProviderButtons({
  providers,
  onSelect,
  pending,
  disabled,
}: {
  providers: SignInProvider[];
  onSelect: (provider: SignInProvider) => void;
  pending: SignInProvider | null;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack spacing={1.25}>
      {providers.map((provider) => {
        const name = PROVIDERS[provider].label;
        return (
          <Button
            key={provider}
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={PROVIDERS[provider].icon}
            onClick={() => onSelect(provider)}
            disabled={disabled || pending !== null}
            sx={{ borderColor: 'divider', bgcolor: 'background.paper', justifyContent: 'center' }}
          >
            {pending === provider ? t`Waiting for the sign-in window…` : t`Continue with ${name}`}
          </Button>
        );
      })}
    </Stack>
  );
}
