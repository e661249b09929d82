import { useState } from 'react';
import { useSearch } from 'wouter';
import { Alert } from '../../components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { safeNextPath } from '../../lib/auth-client';
import { AUTH_TOASTS } from '@shared/auth-messages';
import { AuthLayout } from './auth-layout';
import { accountText } from './messages/account-screens';
import { ResetRequestPanel } from './reset-request-form';
import { SignInFormPanel } from './sign-in-form';
import { SignUpFormPanel } from './sign-up-form';
import { providerLabel } from './social-buttons';

type Tab = 'signin' | 'signup' | 'reset';
const TABS: readonly Tab[] = ['signin', 'signup', 'reset'];

interface PageNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/** What the address says on arrival: a confirmed e-mail, a failed link, a failed social sign-in. */
function noticeFrom(params: URLSearchParams): PageNotice | null {
  const error = params.get('error');
  if (error === 'oauth')
    return { tone: 'error', text: AUTH_TOASTS.socialFailed(providerLabel(params.get('provider'))) };
  if (error && params.get('confirmed')) {
    return { tone: 'error', text: accountText('confirm.failed') };
  }
  if (params.get('confirmed')) return { tone: 'success', text: accountText('confirm.done') };
  return null;
}

export function AuthPage() {
  const params = new URLSearchParams(useSearch());
  const requested = params.get('tab');
  const [tab, setTab] = useState<Tab>(
    TABS.includes(requested as Tab) ? (requested as Tab) : 'signin',
  );
  const [notice, setNotice] = useState<PageNotice | null>(() => noticeFrom(params));
  // remounting a panel on every switch clears its messages, as the spec asks
  const [generation, setGeneration] = useState(0);
  const next = safeNextPath(params.get('next'));

  const switchTo = (target: Tab, message: PageNotice | null = null) => {
    setTab(target);
    setNotice(message);
    setGeneration((value) => value + 1);
  };

  return (
    <AuthLayout title={accountText('welcome.title')} subtitle={accountText('welcome.subtitle')}>
      <Tabs value={tab} onValueChange={(value) => switchTo(value as Tab)}>
        <TabsList className="w-full">
          <TabsTrigger value="signin">{accountText('tab.signIn')}</TabsTrigger>
          <TabsTrigger value="signup">{accountText('tab.signUp')}</TabsTrigger>
          <TabsTrigger value="reset">{accountText('tab.reset')}</TabsTrigger>
        </TabsList>
        {notice ? (
          <Alert tone={notice.tone} className="mt-4">
            {notice.text}
          </Alert>
        ) : null}
        <TabsContent value="signin" key={`signin-${generation}`}>
          <SignInFormPanel next={next} onForgotPassword={() => switchTo('reset')} />
        </TabsContent>
        <TabsContent value="signup" key={`signup-${generation}`}>
          <SignUpFormPanel
            onAlreadyRegistered={(text) => switchTo('signin', { tone: 'info', text })}
          />
        </TabsContent>
        <TabsContent value="reset" key={`reset-${generation}`}>
          <ResetRequestPanel />
        </TabsContent>
      </Tabs>
    </AuthLayout>
  );
}
