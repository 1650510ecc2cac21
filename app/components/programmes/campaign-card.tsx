import { fillIn } from "../../../shared/fill-in.ts";
import type { Campaign } from "../../content/grassroots-advocacy.ts";
import { contactHref, registerHref } from "../../lib/links.ts";
import { useCardLabels, useIllustrationAlt } from "../../lib/shell-copy.ts";
import { FeatureCard } from "../cards/feature-card.tsx";
import { ButtonLink } from "../ui/button.tsx";

/** Status decides the badge colour and the button: Active → 'Join Campaign', Completed → 'View Results'. */
export function campaignButton(
  campaign: Pick<Campaign, "status" | "title">,
  labels: { joinCampaign: string; viewResults: string; campaignResultsSubject: string } = {
    joinCampaign: "Join Campaign",
    viewResults: "View Results",
    campaignResultsSubject: "Campaign results: {title}",
  },
) {
  return campaign.status === "Active"
    ? { label: labels.joinCampaign, href: registerHref(campaign.title), variant: "primary" as const }
    : {
        label: labels.viewResults,
        href: contactHref(fillIn(labels.campaignResultsSubject, { title: campaign.title })),
        variant: "outline" as const,
      };
}

export function CampaignCard({ campaign }: { campaign: Campaign }) {
  const labels = useCardLabels();
  const illustrationAlt = useIllustrationAlt();
  const button = campaignButton(campaign, labels);
  return (
    <FeatureCard
      image={campaign.image}
      imageAlt={illustrationAlt(campaign.title)}
      badges={[
        {
          label: labels.badgeWords[campaign.status] ?? campaign.status,
          tone: campaign.status === "Active" ? "brand" : "grey",
        },
        ...(campaign.featured ? [{ label: labels.featured, tone: "purple" as const }] : []),
      ]}
      title={campaign.title}
      meta={[{ icon: "users", text: campaign.participants, label: labels.participants }]}
      description={campaign.description}
      footer={
        <ButtonLink to={button.href} variant={button.variant} size="sm">
          {button.label}
        </ButtonLink>
      }
    >
      <p className="rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-800">
        {labels.impact} {campaign.impact}
      </p>
    </FeatureCard>
  );
}
