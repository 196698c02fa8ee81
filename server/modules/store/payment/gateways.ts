/** The gateway adapter PAYMENT_GATEWAY names, or none. */
import type { Config } from '../../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { SandboxGateway } from './sandbox-gateway.ts';
import { ZarinpalGateway } from './zarinpal-gateway.ts';

export function createGateway(config: Config, secret: () => Promise<string>): PaymentGateway | null {
  switch (config.paymentGateway) {
    case 'sandbox':
      return new SandboxGateway(secret);
    case 'zarinpal':
      return new ZarinpalGateway(config.payments.zarinpal!);
    case 'none':
      return null;
  }
}
