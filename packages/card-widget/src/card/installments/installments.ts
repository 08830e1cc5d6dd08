import type { FundingSource } from '@datadeck/contracts/provider';
import type { BinLookupResponse } from '@datadeck/contracts/provider-api';
import { h, uid } from '../../core/dom.ts';
import type { CardExtension, ExtensionContext, ExtensionData, ExtensionFactory } from '../extension.ts';
import { hostField, type HostField } from '../host-field.ts';
import {
  INSTALLMENTS_MODES,
  initialValue,
  installmentsConfigFor,
  installmentsData,
  installmentsShown,
  offersRevolving,
  optionText,
  selectableValues,
  type InstallmentsConfig,
  type InstallmentsMode,
} from './rules.ts';

/**
 * SPEC §9 installments below the card fields: a select of counts configured per brand, or with a
 * revolving plan a radio group one-time / installments (with the select) / revolving. Hidden for
 * a zero amount, a debit card (binLookup's fundingSource) and a brand without configuration; a
 * single count makes the select read-only. It always has a value, so it never blocks the payment.
 */
class InstallmentsExtension implements CardExtension {
  readonly root = h('div', { class: 'dd-installments', 'data-part': 'installments' });
  readonly placement = 'after';
  readonly isValid = true;
  readonly errors = { installments: null };
  private brand: string | null = null;
  private fundingSource: FundingSource | null = null;
  private config: InstallmentsConfig | null = null;
  private mode: InstallmentsMode = 'oneTime';
  /** The chosen count; null until the first configuration is rendered (it brings the preselected one). */
  private value: number | null = null;
  private select: HostField<HTMLSelectElement> | undefined;

  constructor(private readonly context: ExtensionContext) {
    this.root.hidden = true;
    this.refresh();
  }

  private get shown(): boolean {
    return installmentsShown(this.config, this.context.amount, this.fundingSource);
  }

  data(): ExtensionData {
    if (!this.shown || !this.config) return {};
    const value = this.value ?? initialValue(this.config);
    return { request: { installments: installmentsData(this.config, this.mode, value) } };
  }

  showValidation(): HTMLElement | null {
    return null;
  }

  brandChanged(brand: string | null): void {
    this.brand = brand;
    this.refresh();
  }

  binLookup(result: BinLookupResponse | null): void {
    this.fundingSource = result?.fundingSource ?? null;
    this.refresh();
  }

  /** Re-renders when the configuration for the brand changed; shows or hides the part. */
  private refresh(): void {
    const config = installmentsConfigFor(this.context.options.installmentOptions, this.brand);
    const wasShown = !this.root.hidden;
    // Another brand may share the configuration (both under `card`): then the shopper's choice stays.
    const configChanged = !sameConfig(config, this.config);
    if (configChanged) {
      this.config = config;
      if (config) this.render(config);
      else this.root.replaceChildren();
    }
    this.root.hidden = !this.shown;
    if (configChanged || wasShown !== this.shown) this.context.changed();
  }

  private render(config: InstallmentsConfig): void {
    const { t, options, amount } = this.context;
    const values = selectableValues(config);
    if (this.value === null || !values.includes(this.value)) this.value = initialValue(config);
    const control = h('select');
    for (const times of values)
      control.append(
        h('option', { value: String(times) }, optionText(t, times, amount, options.showInstallmentAmounts === true)),
      );
    control.value = String(this.value);
    // SPEC §9: a single count is not a choice. A disabled select still shows (and reads out) its value.
    control.disabled = values.length === 1;
    control.addEventListener('change', () => {
      this.value = Number(control.value);
      this.context.changed();
    });
    this.select = hostField('installments', t.t('installments.numberOfInstallments'), control);
    if (!offersRevolving(config)) {
      this.root.replaceChildren(this.select.root);
      return;
    }
    const name = uid('installments-plan');
    const radios = INSTALLMENTS_MODES.map((mode) => {
      const input = h('input', { type: 'radio', name, value: mode });
      input.checked = mode === this.mode;
      input.addEventListener('change', () => {
        if (!input.checked) return;
        this.mode = mode;
        this.showSelect();
        this.context.changed();
      });
      return h('label', { class: 'dd-radio' }, input, t.t(`installments.${mode}`));
    });
    const plans = h(
      'fieldset',
      { class: 'dd-installments-plans' },
      h('legend', { class: 'dd-legend' }, t.t('installments.plan')),
      ...radios,
    );
    this.root.replaceChildren(plans, this.select.root);
    this.showSelect();
  }

  /** In the revolving layout the count is asked only under "installments". */
  private showSelect(): void {
    if (this.select && this.config && offersRevolving(this.config))
      this.select.root.hidden = this.mode !== 'installments';
  }
}

const sameConfig = (a: InstallmentsConfig | null, b: InstallmentsConfig | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

export const createExtension: ExtensionFactory = (context) => new InstallmentsExtension(context);
