import { useTranslation } from '@dokkham/i18n';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { cx } from '../../internal/cx';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import * as s from './PasswordFields.css';

const VisibleContext = createContext(false);

export interface PasswordFieldsProps {
  /** PasswordField elements (and anything else that belongs in the group). */
  children: ReactNode;
  /** Controlled visibility. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  defaultVisible?: boolean;
  /** Text of the toggle; defaults to "Show password(s)". It does not change: aria-pressed says the state. */
  toggleLabel?: string;
  className?: string;
}

/**
 * Several password fields with ONE show/hide toggle for all of them (SPEC §4: the change-password
 * form's three fields share it). Works with a single field too.
 */
export function PasswordFields({ children, visible, onVisibleChange, defaultVisible = false, toggleLabel, className }: PasswordFieldsProps) {
  const { t } = useTranslation('ui');
  const [own, setOwn] = useState(defaultVisible);
  const shown = visible ?? own;
  const toggle = () => {
    setOwn(!shown);
    onVisibleChange?.(!shown);
  };
  return (
    <div className={cx(s.group, className)}>
      <VisibleContext.Provider value={shown}>{children}</VisibleContext.Provider>
      <button type="button" className={s.toggle} aria-pressed={shown} onClick={toggle}>
        <span className={s.toggleIcon} aria-hidden="true">
          <EyeOffIcon size="1em" className={s.iconShown} />
          <EyeIcon size="1em" className={s.iconHidden} />
        </span>
        {toggleLabel ?? t('password.show')}
      </button>
    </div>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'prefix'>;

/** A password input whose visibility follows the enclosing PasswordFields toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const shown = useContext(VisibleContext);
  return (
    <TextField
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={shown ? 'text' : 'password'}
    />
  );
}
