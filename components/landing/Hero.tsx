import Link from "next/link";
import { ArrowRight, Sparkles } from "lucide-react";
import { MAX_MEMBERS_PER_WORKSPACE } from "@/lib/constants/workspaces";
import { buttonClasses } from "@/components/ui/Button";
import { DEMO_SENTENCE, ParseDemo } from "./ParseDemo";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <Backdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-28 lg:pt-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white/70 px-3 py-1 text-xs font-medium text-indigo-700 shadow-xs dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-300">
            <Sparkles className="size-3.5" aria-hidden="true" />
            The task manager that understands you
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Type it like you’d say it.{" "}
            <span className="bg-linear-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-400 dark:to-violet-400">
              Duely does the rest.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600 dark:text-slate-400">
            Write “{DEMO_SENTENCE}” and Duely turns it into a task with a title, a due date and an urgency — then
            files it in the right place on your board.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <Link href="/register" className={buttonClasses({ size: "lg", className: "group" })}>
              Start for free
              <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            </Link>
            <Link href="/login" className={buttonClasses({ variant: "secondary", size: "lg" })}>
              Login
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">
            Free to use · Share a workspace with up to {MAX_MEMBERS_PER_WORKSPACE} others · Light and dark
          </p>
        </div>
        <ParseDemo />
      </div>
    </section>
  );
}

/** Soft colour glow and a faint grid behind the hero (app/globals.css: gradients, cheap to paint). */
function Backdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="hero-grid absolute inset-0" />
      <div className="hero-glow absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2" />
    </div>
  );
}
