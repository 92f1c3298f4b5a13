import { Hero } from "@/components/landing/Hero";
import { Features } from "@/components/landing/Features";
import { CallToAction, Footer } from "@/components/landing/CallToAction";
import { redirectIfSignedIn } from "@/server/auth/current-user";

/** The landing page (natural-language input, scheduling, start-for-free and login); a live session goes on to /todo. */
export default async function LandingPage() {
  await redirectIfSignedIn();
  return (
    <>
      <main id="main">
        <Hero />
        <Features />
        <CallToAction />
      </main>
      <Footer />
    </>
  );
}
