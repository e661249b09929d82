import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Logo } from './logo';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';

/** A full-page card for a public screen whose full version is still being built. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-raised/50">
      <title>{`${title} - Miadi`}</title>
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-4 sm:px-6">
        <Logo />
      </header>
      <main className="mx-auto grid w-full max-w-lg flex-1 content-center px-4 pb-16">
        <Card>
          <CardContent className="grid gap-4 text-center">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <div className="grid gap-3 text-muted">{children}</div>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:justify-center">
              <Button asChild>
                <Link href="/demo">See the demo</Link>
              </Button>
              <Button asChild variant="outline">
                <Link href="/">Return to Home</Link>
              </Button>
            </div>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
