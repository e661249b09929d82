import type { ReactNode } from 'react';
import { CalendarCheck, ShieldCheck, Smartphone } from 'lucide-react';
import { Logo } from '../../components/logo';
import { accountText } from './messages/account-screens';

const POINTS = [
  { icon: CalendarCheck, text: 'layout.bookingPage' },
  { icon: Smartphone, text: 'layout.payments' },
  { icon: ShieldCheck, text: 'layout.privacy' },
] as const;

/** The account screens: the form on the right, and on wide screens a calm brand panel on the left. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[1fr_1.1fr]">
      <title>{`${title} - Miadi`}</title>
      <aside className="relative hidden overflow-hidden bg-brand-800 p-12 text-brand-50 lg:flex lg:flex-col">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <Logo className="relative text-white" />
        <div className="relative mt-auto grid gap-6">
          <p className="max-w-md text-3xl leading-tight font-semibold tracking-tight text-white">
            {accountText('layout.pitch')}
          </p>
          <ul className="grid gap-3">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-100">
                <Icon className="size-5 text-accent-300" aria-hidden />
                {accountText(text)}
              </li>
            ))}
          </ul>
        </div>
      </aside>
      <main className="flex min-h-dvh flex-col px-4 py-6 sm:px-8 lg:min-h-0">
        <Logo className="lg:hidden" />
        <div className="mx-auto grid w-full max-w-md flex-1 content-center gap-6 py-8">
          <div>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
            <p className="mt-1 text-muted">{subtitle}</p>
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
