import { Link, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { bannerMedia, EMBED_LOAD_TIMEOUT_MS } from "~/lib/banners/banner";
import { DEFAULT_HERO_IMAGE } from "~/lib/media/media";
import type { Banner } from "~/lib/shared/types";
import type { loader as rootLoader } from "~/root";

const DEFAULT_COPY = {
  title: "Glow up, Ghana.",
  subtitle: "Makeup, skincare, nail care and hair care you love — priced in cedis and delivered from Accra to Tamale.",
  button1Text: "Shop now",
  button1Link: "/products",
  button2Text: "See the sale",
  button2Link: "/sale",
};

function CtaLink({ to, children, primary }: { to: string; children: string; primary: boolean }) {
  const className = primary
    ? "rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
    : "rounded-full border border-brand-700 bg-white/90 px-6 py-3 font-semibold text-brand-700 hover:bg-white";
  if (/^https?:\/\//.test(to)) {
    return (
      <a href={to} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/**
 * The hero (spec §2 "Banner display"); with no banner, the default image and copy. The admin's live
 * preview renders the same component with `headingLevel={2}` (its page has its own h1).
 */
export function HeroBanner({ banner, headingLevel = 1 }: { banner: Banner | null; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const [videoFailed, setVideoFailed] = useState(false);
  // A data-saver phone (Save-Data: on) gets the banner's image, never a video that plays by itself (issue 32).
  const saveData = useRouteLoaderData<typeof rootLoader>("root")?.saveData === true;
  const videoRef = useRef<HTMLVideoElement>(null);
  const media = bannerMedia(banner?.videoUrl);
  const embedSrc = (media.kind === "embed" || media.kind === "drive") && !saveData ? media.src : null;
  // An embed (video site, Drive preview) is added once hydrated, so its load is always seen: "loading"
  // (image shown, frame invisible) → "loaded" (frame shown) or "failed" (the image stays): refused by
  // the CSP, or not loaded within EMBED_LOAD_TIMEOUT_MS (spec §2: a failed video falls back to the image).
  const [embed, setEmbed] = useState<"server" | "loading" | "loaded" | "failed">("server");
  // A video that failed before React hydrated (its error event came too early for onError) falls back too.
  useEffect(() => {
    const video = videoRef.current;
    if (video && (video.error || video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)) setVideoFailed(true);
  }, []);
  useEffect(() => {
    if (!embedSrc) return;
    setEmbed("loading");
    const origin = new URL(embedSrc).origin;
    const refused = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith(origin)) setEmbed("failed");
    };
    document.addEventListener("securitypolicyviolation", refused);
    const timer = window.setTimeout(() => setEmbed((state) => (state === "loading" ? "failed" : state)), EMBED_LOAD_TIMEOUT_MS);
    return () => {
      document.removeEventListener("securitypolicyviolation", refused);
      window.clearTimeout(timer);
    };
  }, [embedSrc]);
  const image = banner?.imageUrl || DEFAULT_HERO_IMAGE;
  const copy = banner
    ? { title: banner.title, subtitle: banner.subtitle, button1Text: banner.button1Text, button1Link: banner.button1Link, button2Text: banner.button2Text, button2Link: banner.button2Link }
    : DEFAULT_COPY;
  const isVideo = media.kind === "file" || media.kind === "embed" || media.kind === "drive";
  const showImage = media.kind === "image" || media.kind === "reel" || (isVideo && saveData) || (media.kind === "file" && videoFailed) || (embedSrc !== null && embed !== "loaded");
  const showEmbed = embedSrc !== null && (embed === "loading" || embed === "loaded");
  return (
    <section className="relative isolate overflow-hidden bg-brand-50" aria-label="Featured promotion" data-testid="hero-banner">
      {showImage && (
        // The default picture keeps its decorative shapes on the right: narrow screens show its plain
        // left part behind the text instead of a shape cut off at the right edge (issue 15).
        <img
          src={image}
          alt=""
          width={1600}
          height={640}
          fetchPriority="high"
          decoding="async"
          className={`absolute inset-0 -z-10 h-full w-full object-cover ${image === DEFAULT_HERO_IMAGE ? "object-left sm:object-center" : ""}`}
        />
      )}
      {media.kind === "file" && !videoFailed && !saveData && (
        <video
          ref={videoRef}
          className="absolute inset-0 -z-10 h-full w-full object-cover"
          src={media.src}
          poster={image}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          onError={() => setVideoFailed(true)}
          data-testid="banner-video"
        />
      )}
      {showEmbed && (media.kind === "embed" || media.kind === "drive") && (
        <iframe
          className={`pointer-events-none absolute inset-0 -z-10 h-full w-full scale-125 border-0 transition-opacity duration-500 ${embed === "loaded" ? "opacity-100" : "opacity-0"}`}
          src={media.src}
          title={media.kind === "embed" ? media.title : "Video preview"}
          allow="autoplay; encrypted-media; picture-in-picture"
          tabIndex={-1}
          onLoad={() => setEmbed((state) => (state === "loading" ? "loaded" : state))}
          data-testid="banner-embed"
          data-state={embed}
        />
      )}
      {(media.kind === "file" || ((media.kind === "embed" || media.kind === "drive") && embed !== "failed")) && <div className="absolute inset-0 -z-10 bg-gradient-to-r from-white/90 via-white/60 to-transparent" />}
      {media.kind === "reel" && (
        // The play overlay on the image (decorative: the 'View Reel' link below is the way to open it).
        <span aria-hidden="true" data-testid="reel-play-overlay" className="pointer-events-none absolute right-[12%] top-1/2 -z-10 flex h-16 w-16 -translate-y-1/2 items-center justify-center rounded-full bg-gray-900/70 text-3xl text-white sm:h-24 sm:w-24 sm:text-4xl">
          ▶
        </span>
      )}
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        {banner?.bannerType === "celebration" && <p className="mb-3 inline-block rounded-full bg-amber-300 px-3 py-1 text-sm font-bold text-amber-950">🎉 Special</p>}
        <Heading className="max-w-xl font-display text-4xl font-bold text-brand-900 sm:text-5xl">{copy.title}</Heading>
        {copy.subtitle && <p className="mt-4 max-w-lg text-lg text-gray-800">{copy.subtitle}</p>}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {copy.button1Text && copy.button1Link && <CtaLink to={copy.button1Link} primary>{copy.button1Text}</CtaLink>}
          {copy.button2Text && copy.button2Link && <CtaLink to={copy.button2Link} primary={false}>{copy.button2Text}</CtaLink>}
          {media.kind === "reel" && (
            <a href={media.href} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 rounded-full bg-gray-900/85 px-5 py-3 font-semibold text-white hover:bg-gray-900">
              <span aria-hidden="true" className="flex h-7 w-7 items-center justify-center rounded-full bg-white text-gray-900">▶</span>
              View Reel <span className="sr-only">on {media.platform} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
