'use client';

import { formatPlotArea } from '@estate/sdk';
import { Bath, BedDouble, LandPlot, Layers, type IconComponent } from '../../icons/index.js';
import { clsx } from 'clsx';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { formatCount, propertyFacts, type PropertyFact, type PropertyFactKey } from './listing-helpers.js';

export const FACT_ICONS: Record<PropertyFactKey, IconComponent> = { bedrooms: BedDouble, bathrooms: Bath, floors: Layers, area: LandPlot };

type FactsProperty = Parameters<typeof propertyFacts>[0];

/** How a fact reads: short on a card ('4 bd', '800 m²'), as a value and a label in the detail grid. */
function useFactText() {
  const t = useTranslate();
  const { messages, intlLocale } = useEstateUI();
  return ({ key, value }: PropertyFact) => {
    if (key === 'area') {
      const area = formatPlotArea(value, { messages });
      return { short: area, value: area, label: t('plotAreaLabel') };
    }
    const count = formatCount(value, intlLocale);
    const texts = {
      bedrooms: { short: t('bedrooms', { count }), label: t('bedroomsLabel') },
      bathrooms: { short: t('bathrooms', { count }), label: t('bathroomsLabel') },
      floors: { short: t('floors', { count }), label: t('totalFloors') },
    }[key];
    return { ...texts, value: count };
  };
}

/** The facts `propertyFacts` keeps for a listing, each with its icon and texts. */
function useShownFacts(property: FactsProperty) {
  const text = useFactText();
  return propertyFacts(property).map((fact) => ({ key: fact.key, Icon: FACT_ICONS[fact.key], ...text(fact) }));
}

/** A card's one-line summary ('4 bd · 3 ba · 800 m²'): only the facts that apply and are not zero. */
export function PropertyFactSummary({ property, className }: { property: FactsProperty; className?: string }) {
  const facts = useShownFacts(property);
  if (facts.length === 0) return null;
  return (
    <ul className={clsx('est-property-card-stats est-flex est-wrap est-text-sm est-muted', className)}>
      {facts.map(({ key, Icon, short, label }) => (
        <li key={key} title={label} className="est-inline est-gap-1">
          <Icon size={16} aria-hidden />
          <span>{short}</span>
        </li>
      ))}
    </ul>
  );
}

/** The detail page's facts: an icon, the value and its label ('4 Bedrooms' when read) for each fact that applies to the property's type. */
export function PropertyFactsGrid({ property, className }: { property: FactsProperty; className?: string }) {
  const facts = useShownFacts(property);
  if (facts.length === 0) return null;
  return (
    <ul className={clsx('est-property-facts-grid est-grid', className)}>
      {facts.map(({ key, Icon, value, label }) => (
        <li key={key} className="est-property-fact-tile est-stack est-gap-2" data-fact={key}>
          <span className="est-property-fact-icon est-center" aria-hidden>
            <Icon size={20} />
          </span>
          <span className="est-property-fact-value est-text-lg est-semibold est-tabular est-break">{value}</span>
          <span className="est-property-fact-label est-text-xs est-muted">{label}</span>
        </li>
      ))}
    </ul>
  );
}
