import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { APP_NAME } from "@/lib/constants/common";
import { buttonClasses } from "@/components/ui/Button";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-title" className="below-fold mx-auto [--below-fold-height:30rem] max-w-6xl px-4 py-20 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-indigo-600 via-indigo-600 to-violet-600 px-6 py-14 text-center shadow-xl shadow-indigo-600/20 sm:px-12">
        <div aria-hidden="true" className="cta-glow absolute -right-20 -top-20 -z-10 size-72" />
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
          Your next task is one sentence away.
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-indigo-100">
          Create a free account, type what is on your mind, and let {APP_NAME} keep track of it.
        </p>
        <Link
          href="/register"
          className={buttonClasses({ variant: "secondary", size: "lg", className: "mt-8" })}
        >
          Start for free
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-8 text-sm text-slate-500 sm:flex-row sm:px-6 dark:text-slate-400">
        <p>© {APP_NAME}</p>
        <p>Tasks in plain words, for individuals and small teams.</p>
      </div>
    </footer>
  );
}
