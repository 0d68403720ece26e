import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '安全基础设施',
  seoTitle: '收单安全：HSM、P2PE、令牌化与密钥管理',
  description:
    '借助 HSM、点对点加密、令牌化以及 PCI DSS、PCI PIN 和 3DS 密钥管理，保护从终端到交换系统全程的卡数据安全。',
  blurb: '覆盖整个收单链路的 HSM、密钥管理及符合 PCI DSS 的安全控制。',
  icon: 'i-lucide-lock-keyhole',
  menu: { menu: 'acquiring-services', label: '安全基础设施', order: 6 },
  intro:
    '安全基础设施是收单业务的加密基石：硬件安全模块、加密与密钥管理确保卡数据和 PIN 在硬件安全模块之外的任何环节都无法被读取。',
  highlights: [
    {
      icon: 'i-lucide-server',
      title: '硬件安全模块',
      description:
        '硬件安全模块以冗余集群方式部署，负责 PIN 转加密、MAC 计算和卡片验证。',
    },
    {
      icon: 'i-lucide-lock',
      title: '点对点加密',
      description:
        '卡数据在终端的安全读卡器中加密，仅在 HSM 内部解密，从而使商户系统脱离 PCI 合规范围。',
    },
    {
      icon: 'i-lucide-key-round',
      title: '密钥管理',
      description:
        '为终端、ATM、卡组织和 3DS 服务器提供密钥仪式、DUKPT 与 TR-31 密钥块、远程密钥加载及定期轮换。',
      details:
        '全程强制执行双人控制和密钥分割，每一次密钥操作均有日志记录，随时满足 PCI PIN 和卡组织审计要求。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '集群化 HSM，用于 PIN 转加密、CVV/ARQC 验证和 MAC 生成',
      '从终端到主机的点对点加密（P2PE）',
      '卡号令牌化，用于存储、退款和定期支付',
      '面向 DUKPT、TR-31 的密钥管理，以及向终端和 ATM 远程加载密钥',
      '3D Secure 及卡组织证书与密钥的全生命周期管理',
      '安全事件日志与监控，实时接入您的 SOC',
    ],
  },
  benefits: {
    title: '核心价值',
    items: [
      '缩小您和商户的 PCI DSS 合规范围',
      '为 PCI DSS、PCI PIN 和 PCI P2PE 评估提供随时可审计的证据',
      '降低数据泄露风险：被盗数据已加密或令牌化，毫无用处',
      '以服务方式获得加密能力，无需自行采购和运维 HSM',
    ],
  },
  actions: [{ kind: 'contact', label: '咨询专家', topic: '一次收单安全基础设施评估' }],
} satisfies PageContent;
