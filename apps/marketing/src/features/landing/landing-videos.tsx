import type { LandingPageContent, SectionIntro, VideoAsset } from "@novaline/content";
import { CountUp, VideoCard } from "@novaline/ui";
import { Section } from "../../shared/sections/section";

export interface LandingVideosProps {
  intro: SectionIntro;
  videos: readonly VideoAsset[];
  /** Text of the overlay that unmutes a video and plays it from the start. */
  unmuteLabel: string;
  stats: LandingPageContent["stats"];
  statsFootnote: string;
  /** Accessible name of the results list. */
  statsLabel: string;
}

/** Two practice owners on video (muted while in view, tap to hear), then two clinics' results. */
export default function LandingVideos({
  intro,
  videos,
  unmuteLabel,
  stats,
  statsFootnote,
  statsLabel,
}: LandingVideosProps) {
  return (
    <Section intro={{ ...intro, footnote: statsFootnote }} band>
      <div className="mx-auto grid w-full max-w-4xl gap-8 sm:grid-cols-2">
        {videos.map((video) => (
          <VideoCard
            key={video.src}
            src={video.src}
            poster={video.poster}
            title={video.title}
            transcript={video.transcript}
            unmuteLabel={unmuteLabel}
            className="rounded-3xl bg-sheen shadow-elevated"
          />
        ))}
      </div>
      <ul aria-label={statsLabel} className="grid gap-6 md:grid-cols-2">
        {stats.map((result) => (
          <li
            key={result.name}
            className="grid gap-6 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card sm:p-8"
          >
            <p className="grid">
              <span className="font-semibold">{result.name}</span>
              <span className="text-sm text-muted-foreground">{result.clinic}</span>
            </p>
            <dl className="grid grid-cols-2 gap-4">
              {[result.hoursSaved, result.revenue].map((figure) => (
                <div key={figure.label} className="grid content-start gap-1">
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd className="order-first bg-brand-text bg-clip-text font-display text-3xl font-bold tracking-tight text-transparent tabular-nums sm:text-4xl">
                    {figure.countUp ? (
                      <CountUp
                        value={figure.countUp.to}
                        decimals={figure.countUp.decimals}
                        prefix={figure.countUp.prefix}
                        suffix={figure.countUp.suffix}
                      />
                    ) : (
                      figure.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}
