import type { HealthAnalysis } from '#domain';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { WarningIcon } from '../../components/ui/icons';
import { citesMedicationRow, mentionsMedication } from './sources';
import { TextListCard } from './text-list-card';

/** Spec §2 Analysis, overview sections: overview, key health considerations, how diet can help, important considerations. */
export function HealthOverview({
  analysis,
  medications,
}: {
  analysis: HealthAnalysis;
  medications: readonly string[];
}) {
  const considerationIds = analysis.sourceIds?.importantConsiderations;
  const considerations = analysis.importantConsiderations.map((text, index) => ({
    text,
    isMedication:
      citesMedicationRow(considerationIds?.[index]) || mentionsMedication(text, medications),
  }));
  const interactions = considerations.filter((item) => item.isMedication);
  const others = considerations.filter((item) => !item.isMedication);

  return (
    <section aria-labelledby="analysis-overview-heading" className="flex flex-col gap-6">
      <h2 id="analysis-overview-heading" className="font-bold text-2xl text-foreground">
        Your Health Overview
      </h2>

      <Card>
        <CardHeader>
          <CardTitle>Overview</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="max-w-3xl text-foreground text-lg leading-relaxed">{analysis.overview}</p>
        </CardContent>
      </Card>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <TextListCard title="Key Health Considerations" items={analysis.healthRisks} />
        <TextListCard title="How Diet Can Help" items={analysis.dietaryImpact} />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Important Considerations</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {interactions.length > 0 ? (
            <ul aria-label="Medication interactions" className="flex flex-col gap-3">
              {interactions.map((item) => (
                <li
                  key={item.text}
                  className="flex gap-3 rounded-control border border-warning-border border-l-4 border-l-warning bg-warning-soft p-4"
                  data-print-keep-together=""
                >
                  <WarningIcon className="mt-0.5 shrink-0 text-warning" />
                  <div>
                    <p className="font-semibold text-warning">Medication interaction</p>
                    <p className="text-foreground">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {others.length > 0 ? (
            <ul className="flex list-disc flex-col gap-2 pl-6 marker:text-primary">
              {others.map((item) => (
                <li key={item.text}>{item.text}</li>
              ))}
            </ul>
          ) : null}
        </CardContent>
      </Card>
    </section>
  );
}
