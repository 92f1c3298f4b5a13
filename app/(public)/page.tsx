import { Hero } from "@/components/landing/Hero";
import { Features } from "@/components/landing/Features";
import { CallToAction, Footer } from "@/components/landing/CallToAction";

/** The landing page (natural-language input, scheduling, start-for-free and login): static, rendered at build time. */
export default function LandingPage() {
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
