import type { ReactNode } from "react";
import { Logo } from "~/components/logo";
import { Card } from "~/components/ui/card";
import { LegalFooter } from "~/components/legal/legal-links";

export function AuthLayout({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-50 px-4 py-12 dark:bg-slate-950">
      <main className="w-full max-w-md">
        <Card className="w-full p-8">
          <Logo />
          <h1 className="mt-6 text-2xl font-bold">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </Card>
      </main>
      <LegalFooter />
    </div>
  );
}
