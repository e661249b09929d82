import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from '../../components/ui/input';
import { accountText } from './messages/account-screens';

/** A password input with a show/hide button, so people on phones can check what they typed. */
export function PasswordInput(props: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={isVisible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((visible) => !visible)}
        aria-label={accountText(isVisible ? 'password.hide' : 'password.show')}
        className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-fg"
      >
        {isVisible ? <EyeOff className="size-5" /> : <Eye className="size-5" />}
      </button>
    </div>
  );
}
