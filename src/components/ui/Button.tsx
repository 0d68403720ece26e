import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The spec's button. For a link that looks like a button, put `buttonClass()` on the link instead. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'default', size = 'default', className, type = 'button', ...props },
  ref,
) {
  const classes = className ? `${buttonClass(variant, size)} ${className}` : buttonClass(variant, size);
  return <button ref={ref} type={type} className={classes} {...props} />;
});
