import { buttonClass } from '../../components/ui/button-styles';
import { Icon } from '../../components/ui/Icon';

interface SubmitButtonProps {
  label: string;
  loading: boolean;
  /** Unavailable for another reason than a request under way (e.g. offline). */
  disabled?: boolean;
}

/** A form's full-width submit button; its label stays put while a spinner shows the request. */
export function SubmitButton({ label, loading, disabled = false }: SubmitButtonProps) {
  return (
    <button type="submit" className={`${buttonClass()} w-full`} disabled={loading || disabled} aria-busy={loading || undefined}>
      {loading && <Icon name="i-lucide-loader-circle" className="animate-spin" />}
      {label}
    </button>
  );
}
