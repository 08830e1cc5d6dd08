import { MESSAGES, type KeyValidation } from '@datadeck/contracts';
import type { EncryptionKeyCheck } from '../driver.ts';

/**
 * The simulated driver's rule (issue 18 §2): a key is usable only by clusters running in the AWS
 * account that owns it, so a key of another AWS account than the provider account's external
 * account is Invalid. A real driver asks KMS instead (DescribeKey and a grant from that account).
 */
export function simulatedKeyValidation(key: EncryptionKeyCheck): KeyValidation {
  if (key.awsAccountId !== key.providerAccount.awsAccountId) {
    return {
      isValid: false,
      message: MESSAGES.encryptionKeys.wrongAwsAccount(
        key.awsAccountId,
        key.providerAccount.name,
        key.providerAccount.awsAccountId,
      ),
    };
  }
  return { isValid: true, message: MESSAGES.encryptionKeys.valid };
}
