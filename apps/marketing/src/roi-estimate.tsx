import { homePage, roiPage } from "@novaline/content";
import { DEFAULT_ROI_INPUT, calculateRoi, formatNumber, formatUsd } from "@novaline/roi";

/** The ROI teaser with the estimate for a typical business (the calculator's defaults). */
export function RoiEstimate() {
  const result = calculateRoi(DEFAULT_ROI_INPUT);
  const { roiTeaser } = homePage;
  return (
    <section id={roiPage.sectionId} className="roi" aria-labelledby="roi-title">
      <h2 id="roi-title">{roiTeaser.title}</h2>
      <p>{roiTeaser.description}</p>
      <dl>
        <div>
          <dt>{roiPage.results.extraLeads.label}</dt>
          <dd>{formatNumber(result.extraLeads)}</dd>
        </div>
        <div>
          <dt>{roiPage.results.revenueGain.label}</dt>
          <dd>
            {formatUsd(result.revenueGain)} {roiPage.perMonthLabel}
          </dd>
        </div>
        <div>
          <dt>{roiPage.results.hoursSaved.label}</dt>
          <dd>{formatNumber(result.hoursSaved)}</dd>
        </div>
      </dl>
      <a className="button" href={roiTeaser.cta.href}>
        {roiTeaser.cta.label}
      </a>
    </section>
  );
}
