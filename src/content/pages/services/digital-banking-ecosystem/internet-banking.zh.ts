import type { PageContent } from '../../../types';

export default {
  template: 'service',
  title: '网上银行',
  seoTitle: '面向个人与企业客户的网上银行',
  description:
    '面向个人和企业客户的安全网上银行：账户查询、境内外转账、批量付款、经办复核审批以及对账单下载，一应俱全。',
  blurb: '面向个人与企业客户的安全网页银行，支持批量付款和双人复核审批。',
  icon: 'i-lucide-globe',
  menu: { menu: 'digital-banking-ecosystem', label: '网上银行', order: 2 },
  intro:
    '网上银行为个人和企业客户提供快速、安全的浏览器渠道，从查询余额到放行包含数千笔付款的工资文件，都能轻松完成。',
  highlights: [
    {
      icon: 'i-lucide-users',
      title: '企业角色权限',
      description: '经办复核流程、按金额设定的审批矩阵，以及按用户分配的账户权限。',
    },
    {
      icon: 'i-lucide-file-check',
      title: '批量付款',
      description: '上传工资和供应商付款文件，逐行校验，一次审批即可放行。',
    },
    {
      icon: 'i-lucide-shield-check',
      title: '强身份认证',
      description: '一次性密码、已绑定手机上的推送确认，以及基于风险的加强验证。',
    },
  ],
  features: {
    title: '功能特性',
    items: [
      '所有产品的实时账户余额、交易历史和检索',
      '本人账户互转、境内及国际转账，支持常用收款人',
      '通过 CSV 或 ISO 20022 文件批量发放工资和支付供应商',
      '面向企业用户的多级审批流程',
      '对账单、交易通知书和证明文件随时生成 PDF',
      '与银行之间的安全消息和业务申请',
    ],
  },
  benefits: {
    title: '业务价值',
    items: [
      '将常规交易移出网点，降低单笔交易成本',
      '以司库级的管控能力赢得并留住企业客户',
      '通过多层认证和交易签名减少欺诈',
      '与手机 App 共用同一套 API 和规则，体验始终一致',
    ],
  },
  actions: [{ kind: 'contact', label: '预约演示', topic: '一次网上银行演示' }],
} satisfies PageContent;
