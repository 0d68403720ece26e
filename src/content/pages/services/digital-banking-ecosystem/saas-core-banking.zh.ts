import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: 'SaaS 核心银行',
  seoTitle: 'SaaS 核心银行：云端实时核心系统',
  description:
    '云端托管的实时核心银行系统，全面覆盖账户、存款、贷款和总账，配备产品工厂和开放 API，按实际用量计费。',
  blurb: '云端托管的实时核心系统，覆盖账户、存款、贷款和总账，按用量计费。',
  icon: 'i-lucide-cloud',
  menu: { menu: 'digital-banking-ecosystem', label: 'SaaS 核心银行', order: 6 },
  intro:
    'SaaS 核心银行在我们运维的基础设施上实时处理您的账户、存款、贷款和总账，您无需预先采购服务器或许可证即可推出产品。',
  highlights: [
    {
      icon: 'i-lucide-database',
      title: '实时账本',
      description: '每笔记账（无论来自网点、App 还是 POS 交易）都即时生效、即时可见，保证复式记账的完整性并留存完整审计轨迹。',
    },
    {
      icon: 'i-lucide-boxes',
      title: '产品工厂',
      description: '无需编码，即可为新的存款和贷款产品定义利率、费用、限额和计划。',
    },
    {
      icon: 'i-lucide-server-cog',
      title: '全托管服务',
      description: '托管、升级、备份和灾难恢复均由我们按约定服务水平负责运营。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '客户与账户管理（CIF），KYC 数据项可配置',
      '通过产品工厂配置活期、储蓄、定期存款和贷款产品',
      '实时多币种总账，采用复式记账',
      '利息计提、收费和日终处理，无需批处理停机',
      '监管报表和管理报表，支持数据导出',
      '每项核心功能均提供 REST API 和事件流',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '无需预付硬件或许可费用：随客户规模增长按需付费',
      '数天即可推出新的存款或贷款产品',
      '同一核心系统可从首批上千个账户扩展到数百万个',
      '持续升级，始终保持最新，告别“大爆炸”式迁移',
      '提供数据驻留选项，满足本地监管要求',
    ],
  },
  stats: [
    'uptimeSla',
    { figure: 'monitoring', label: '运维与监控' },
    { value: '零', label: '维护停机时间' },
  ],
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次 SaaS 核心银行演示' }],
} satisfies PageContent;
