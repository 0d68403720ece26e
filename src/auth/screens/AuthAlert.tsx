import { Icon } from '../../components/ui/Icon';

interface AuthAlertProps {
  error: string | null;
  success: string | null;
}

/** The page's messages: a destructive alert for errors, a status for success. Always plain text. */
export function AuthAlert({ error, success }: AuthAlertProps) {
  if (error) {
    return (
      <div role="alert" className="flex gap-2 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm text-danger">
        <Icon name="i-lucide-circle-alert" className="mt-0.5 shrink-0" />
        <p className="m-0 break-words">{error}</p>
      </div>
    );
  }
  if (success) {
    return (
      <div role="status" className="flex gap-2 rounded-lg border border-primary/50 bg-primary/10 p-3 text-sm text-fg">
        <Icon name="i-lucide-circle-check" className="mt-0.5 shrink-0 text-primary" />
        <p className="m-0 break-words">{success}</p>
      </div>
    );
  }
  return null;
}
